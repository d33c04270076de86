import { useId } from 'react';
import { Image } from '@/ui/image/image';
import { RenderBlocks } from '../render-blocks';
import type { SectionProps } from './section-schema';
import { BlockTheme } from '../shared/block-theme';

export function SectionBlock({ title, description, image, sectionId, blocks, theme, royal }: SectionProps) {
  const titleId = useId();
  return (
    <BlockTheme theme={theme} royal={royal} id={sectionId} className="scroll-mt-24">
      <div className="grid gap-8 md:grid-cols-2 md:items-center">
        <div>
          {title ? (
            <h2 id={titleId} className="heading-section">
              {title}
            </h2>
          ) : null}
          {description ? <p className="mt-stack text-lg opacity-90">{description}</p> : null}
        </div>
        {image ? (
          <div className="relative aspect-[4/3] overflow-hidden rounded-xl">
            <Image
              src={image.src}
              alt={image.alt}
              fill
              sizes="(min-width: 768px) 50vw, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
      </div>
      {blocks.length > 0 ? (
        <div className="mt-part">
          <RenderBlocks blocks={blocks} />
        </div>
      ) : null}
    </BlockTheme>
  );
}
