import { z } from 'zod';
import type { RawBlock } from '@/platform/types/block';
import { blockTypeOf } from './block-types';
import { blockSchemas, type BlockProps, type BlockType } from './registry';
import { sponsorSchema, type Sponsor } from './shared/sponsor';

/** One block of the union: its type, its id, its sponsor ("Sponsored by") and its component's props. */
export interface BlockOf<K extends BlockType> {
  type: K;
  id: string | undefined;
  sponsor: Sponsor | undefined;
  props: BlockProps[K];
}

/** The union of known blocks (of the types K), discriminated by `type`. */
export type KnownBlock<K extends BlockType = BlockType> = { [P in K]: BlockOf<P> }[K];

export type ParsedBlock =
  KnownBlock | { type: 'unknown'; id: string | undefined } | { type: 'invalid'; id: string | undefined };

function parseAs<K extends BlockType>(
  type: K,
  raw: RawBlock,
  id: string | undefined,
): KnownBlock<K> | undefined {
  // Typed per key, so parsing a block of type K yields the props of K.
  const schema: z.ZodType<BlockProps[K]> = blockSchemas[type];
  const props = schema.safeParse(raw);
  if (!props.success) {
    console.warn(`Malformed block ${id ?? '(no id)'} of type ${type}:\n${z.prettifyError(props.error)}`);
    return undefined;
  }
  const sponsor = sponsorSchema.safeParse(raw.sponsor);
  const block: BlockOf<K> = {
    type,
    id,
    sponsor: sponsor.success ? sponsor.data : undefined,
    props: props.data,
  };
  return block;
}

/**
 * A raw block from the content service as one member of the block union (spec blocks §2, §8): an
 * unrecognised type logs a warning and becomes 'unknown', malformed fields log what was wrong and
 * become 'invalid'. Neither renders, and neither stops the rest of the page.
 */
export function parseBlock(raw: RawBlock): ParsedBlock {
  const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : undefined;
  const type = blockTypeOf(raw);
  if (!type) {
    const name =
      raw.contentType === 'CUSTOM' ? `CUSTOM/${String(raw.customContentType)}` : String(raw.contentType);
    console.warn(`Unrecognised block type: ${name}${id ? ` (block ${id})` : ''}`);
    return { type: 'unknown', id };
  }
  return parseAs(type, raw, id) ?? { type: 'invalid', id };
}
