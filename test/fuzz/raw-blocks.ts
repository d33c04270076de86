import fc from 'fast-check';
import { builtInBlockTypes, customBlockTypes } from '@/blocks/block-types';
import type { RawBlock } from '@/platform/types/block';
import { hostileJson, hostileText } from './hostile-text';
import { mutate, mutation } from './mutate';
import { packBlocks, packFieldNames } from './pack-examples';

// Ids drawn from a small pool, so blocks on one page share ids as careless content does.
const blockId = fc.oneof(
  fc.constantFrom('dup', 'dup', 'a', 'b', ''),
  hostileText,
  fc.integer(),
  fc.constant(null),
);

/** A real block of the pack with some of its values made hostile. */
const mutatedPackBlock = fc
  .tuple(fc.constantFrom(...packBlocks), mutation)
  .map(([block, change]) => mutate(block, change));

/** A block of any type, known or not, with fields named as the schemas name them and any values. */
const randomBlock = fc
  .record(
    {
      contentType: fc.oneof(
        fc.constant('CUSTOM'),
        fc.constantFrom(...builtInBlockTypes),
        fc.constantFrom('HOLOGRAM', '', 'text'),
      ),
      customContentType: fc.oneof(
        fc.constantFrom(...customBlockTypes),
        fc.constantFrom('quantum-carousel', ''),
        fc.integer(),
      ),
      id: blockId,
      fields: fc.dictionary(fc.constantFrom(...packFieldNames), hostileJson, { maxKeys: 6 }),
      customContent: fc.dictionary(fc.constantFrom(...packFieldNames), hostileJson, { maxKeys: 6 }),
    },
    { requiredKeys: ['contentType'] },
  )
  .map(({ fields, ...block }) => ({ ...fields, ...block }));

const section = (blocks: unknown[], id: unknown) => ({
  id,
  contentType: 'CUSTOM',
  customContentType: 'section-block',
  customContent: { title_string: 'Section', blocks_content: blocks },
});
const collection = (blocks: unknown[], id: unknown) => ({
  id,
  contentType: 'COLLECTION',
  title: 'Collection',
  children: [{ id: 'item', title: 'Item', children: blocks }],
});
const wrapper = (blocks: unknown[], id: unknown) => ({
  id,
  contentType: 'CUSTOM',
  customContentType: 'versatile-block-wrapper',
  customContent: { title_string: 'Wrapper', blocks_content: blocks },
});
const nesters = [section, collection, wrapper];

/** Blocks nested in one another far deeper than any page, up to 1,200 levels. */
const deepNest = fc
  .record({
    depth: fc.integer({ min: 5, max: 1_200 }),
    kind: fc.nat(nesters.length - 1),
    leaf: mutatedPackBlock,
  })
  .map(({ depth, kind, leaf }) => {
    let block: unknown = leaf;
    const nest = nesters[kind] ?? section;
    for (let level = 0; level < depth; level += 1) block = nest([block], `n${level}`);
    return block;
  });

const { tree } = fc.letrec<{ tree: unknown; nested: unknown }>((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, mutatedPackBlock, randomBlock, tie('nested')),
  nested: fc
    .tuple(fc.constantFrom(...nesters), fc.array(tie('tree'), { maxLength: 3 }), blockId)
    .map(([nest, blocks, id]) => nest(blocks, id)),
}));

/** A page's blocks as a content service might send them on a very bad day. */
export const rawBlocks: fc.Arbitrary<RawBlock[]> = fc
  .array(fc.oneof({ weight: 6, arbitrary: tree }, { weight: 1, arbitrary: deepNest }), { maxLength: 6 })
  // The article schema keeps only blocks that have a contentType; the renderer is given those.
  .map((blocks) =>
    blocks.filter((block): block is RawBlock => typeof (block as RawBlock)?.contentType === 'string'),
  );
