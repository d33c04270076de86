import { createElement } from 'react';
import type { RawBlock } from '@/platform/types/block';
import { withinBlockNesting } from './block-nesting';
import { gatedBlockQuery } from './gated/gated-request';
import { GatedSlot } from './gated/gated-slot.lazy';
import { parseBlock, type BlockOf, type KnownBlock } from './parse-block';
import { blockComponents, type BlockType } from './registry';
import { blockRuleOf, type BlockRule } from './shared/block-rules';
import { currentArticleSlug } from './shared/current-article';
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

/**
 * A block only some visitors may see: the shared page holds none of it, only the room a visitor's own
 * request fills in the browser (docs/decisions/0039). A block that names no article's page, has no
 * id, or whose rule cannot be read is shown to nobody.
 */
function GatedBlockView({ raw, rule }: { raw: RawBlock; rule: BlockRule }) {
  const slug = currentArticleSlug();
  const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : null;
  if (rule.kind === 'malformed' || !slug || !id) {
    const why = rule.kind === 'malformed' ? rule.problem : !id ? 'it has no id' : 'it is on no article';
    console.warn(`Block ${id ?? '(no id)'} limited to some visitors is shown to none: ${why}`);
    return null;
  }
  return <GatedSlot query={gatedBlockQuery(slug, id)} />;
}

interface RenderBlocksProps {
  blocks: readonly RawBlock[];
}

/**
 * An article's blocks, in order, each drawn by its component. Unknown and malformed blocks render
 * nothing (their warning is logged while parsing), so the rest of the page still renders; blocks
 * nested deeper than MAX_BLOCK_NESTING are left out. A block limited to some visitors (its entitlements
 * or countries) is drawn for each visitor in the browser, never here.
 */
export function RenderBlocks({ blocks }: RenderBlocksProps) {
  // Bounded here, where blocks render the blocks they hold: nested calls find nothing more to cut.
  return withinBlockNesting(blocks).map((raw, index) => {
    const key = typeof raw.id === 'string' && raw.id !== '' ? raw.id : `block-${index}`;
    const rule = blockRuleOf(raw);
    if (rule) return <GatedBlockView key={key} raw={raw} rule={rule} />;
    const block = parseBlock(raw);
    return isKnown(block) ? <KnownBlockView key={key} block={block} /> : null;
  });
}
