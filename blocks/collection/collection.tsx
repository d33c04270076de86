import { useId } from 'react';
import { RenderBlocks } from '../render-blocks';
import { CollectionPanels } from './collection-panels.client';
import type { CollectionProps } from './collection-schema';
import { BlockTheme } from '../shared/block-theme';

/**
 * COLLECTION, custom-tab-collection and dark-collection: an accordion below 768 px, side tabs above it.
 * Each item's blocks are rendered here, on the server, and handed to the client part as its panels.
 */
export function CollectionBlock({ title, content, items, theme }: CollectionProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <BlockTheme theme={theme}>
      <div>
        {title ? (
          <h2 id={titleId} className="heading-section">
            {title}
          </h2>
        ) : null}
        {content ? <p className="mt-stack max-w-measure text-lg opacity-90">{content}</p> : null}
        <CollectionPanels
          label={title ?? 'Collection'}
          items={items.map((item, index) => ({
            key: item.id ?? `item-${index}`,
            title: item.title,
            panel: <RenderBlocks blocks={item.blocks} />,
          }))}
        />
      </div>
    </BlockTheme>
  );
}
