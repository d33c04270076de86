import { useId } from 'react';
import { VersatileBlock } from './versatile-block';
import { hasVersatileContent } from './versatile-block-schema';
import type { VersatileBlockWrapperProps } from './versatile-block-wrapper-schema';

/** versatile-block-wrapper: its versatile blocks one after another, under the wrapper's title. */
export function VersatileBlockWrapper({ title, blocks }: VersatileBlockWrapperProps) {
  const titleId = useId();
  const shown = blocks.filter((block) => hasVersatileContent(block.props));
  if (shown.length === 0) return null;
  return (
    <section className="py-section">
      {title ? (
        <div className="container-page">
          <h2 id={titleId} className="mb-stack heading-section">
            {title}
          </h2>
        </div>
      ) : null}
      <div className="flex flex-col gap-6">
        {shown.map((block) => (
          <VersatileBlock key={block.key} {...block.props} headingLevel={title ? 3 : 2} />
        ))}
      </div>
    </section>
  );
}
