import { useId } from 'react';
import { Image } from '@/ui/image/image';
import { RenderBlocks } from '../render-blocks';
import type { FeatureBlockProps, MediaPosition } from './feature-block-schema';
import { ActionLink } from '../shared/action-link';
import { BlockTheme } from '../shared/block-theme';
import { unlessPagePicture } from '../shared/current-article';
import type { ImageProps } from '../shared/fields';

// Partner pages feature a logo (PNG) rather than a photograph: it is shown whole, never cropped.
function isLogo(image: ImageProps): boolean {
  return /\.png\b/i.test(image.src);
}

function FeatureImage({ image, position }: { image: ImageProps; position: MediaPosition }) {
  const logo = isLogo(image);
  return (
    <div
      className={`relative aspect-[4/3] overflow-hidden rounded-xl shadow-lg ${logo ? 'bg-white' : 'bg-turf-900'} ${position === 'right' ? 'md:order-last' : ''}`}
    >
      <Image
        src={image.src}
        alt={image.alt}
        fill
        sizes="(min-width: 1280px) 608px, (min-width: 768px) 50vw, 100vw"
        className={logo ? 'object-contain p-10 sm:p-16' : 'object-cover'}
      />
    </div>
  );
}

/** feature-block: an image or video beside a title, subtitle, text and button, on its theme. */
export function FeatureBlock({
  title,
  subtitle,
  description,
  image: givenImage,
  video,
  button,
  mediaPosition,
  theme,
  royal,
}: FeatureBlockProps) {
  const titleId = useId();
  const image = unlessPagePicture(givenImage);
  if (!title && !description && !image && !video) return null;
  const hasMedia = Boolean(video ?? image);
  // With the picture on the left the heading stands above both columns, on the page's left edge.
  const headingAbove = hasMedia && mediaPosition !== 'right';
  const heading = title ? (
    <h2 id={titleId} className="heading-section">
      {title}
    </h2>
  ) : null;
  return (
    <BlockTheme theme={theme} royal={royal}>
      {headingAbove && heading ? <div className="mb-stack">{heading}</div> : null}
      <div className={`grid items-center gap-8 lg:gap-16 ${hasMedia ? 'md:grid-cols-2' : 'max-w-measure'}`}>
        {video ? (
          <div className={mediaPosition === 'right' ? 'md:order-last' : undefined}>
            <RenderBlocks blocks={[video]} />
          </div>
        ) : image ? (
          <FeatureImage image={image} position={mediaPosition} />
        ) : null}
        <div>
          {headingAbove ? null : heading}
          {subtitle ? (
            <p className="mt-3 text-sm font-semibold tracking-widest text-[var(--accent)] uppercase">
              {subtitle}
            </p>
          ) : null}
          {description ? <p className="mt-5 text-lg leading-relaxed opacity-90">{description}</p> : null}
          {button ? <ActionLink link={button} className="mt-8" subject={title} /> : null}
        </div>
      </div>
    </BlockTheme>
  );
}
