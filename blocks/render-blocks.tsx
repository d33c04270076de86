import { createElement } from 'react';
import type { RawBlock } from '@/platform/types/block';
import { withinBlockNesting } from './block-nesting';
import { parseBlock, type BlockOf, type KnownBlock } from './parse-block';
import { blockComponents, type BlockType } from './registry';
import { SponsoredBy } from './shared/sponsored-by';

function KnownBlockView<K extends BlockType>({ block }: { block: BlockOf<K> }) {
  // Typed per key, so the component of type K receives the props of K.
  const Component = blockComponents[block.type];
  return (
    <div id={block.id} className="scroll-mt-24">
      {createElement(Component, block.props)}
      {block.sponsor ? <SponsoredBy sponsor={block.sponsor} /> : null}
    </div>
  );
}

function isKnown(block: ReturnType<typeof parseBlock>): block is KnownBlock {
  return block.type !== 'unknown' && block.type !== 'invalid';
}

interface RenderBlocksProps {
  blocks: readonly RawBlock[];
}

/**
 * An article's blocks, in order, each drawn by its component. Unknown and malformed blocks render
 * nothing (their warning is logged while parsing), so the rest of the page still renders; blocks
 * nested deeper than MAX_BLOCK_NESTING are left out.
 */
export function RenderBlocks({ blocks }: RenderBlocksProps) {
  // Bounded here, where blocks render the blocks they hold: nested calls find nothing more to cut.
  return withinBlockNesting(blocks).map((raw, index) => {
    const block = parseBlock(raw);
    const key = block.id ?? `block-${index}`;
    return isKnown(block) ? <KnownBlockView key={key} block={block} /> : null;
  });
}
