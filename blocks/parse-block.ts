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
): KnownBlock<K> | string {
  // Typed per key, so parsing a block of type K yields the props of K.
  const schema: z.ZodType<BlockProps[K]> = blockSchemas[type];
  const props = schema.safeParse(raw);
  if (!props.success) return z.prettifyError(props.error);
  const sponsor = sponsorSchema.safeParse(raw.sponsor);
  const block: BlockOf<K> = {
    type,
    id,
    sponsor: sponsor.success ? sponsor.data : undefined,
    props: props.data,
  };
  return block;
}

/** A raw block's type as editors name it: `TEXT`, or `CUSTOM/jockey-of-the-day-poll`. */
export function rawTypeName(raw: RawBlock): string {
  return raw.contentType === 'CUSTOM' ? `CUSTOM/${String(raw.customContentType)}` : String(raw.contentType);
}

/** What a raw block is, and what was wrong with it: the type unknown, or each malformed field. */
export function inspectBlock(raw: RawBlock): { block: ParsedBlock; problem: string | null } {
  const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : undefined;
  const type = blockTypeOf(raw);
  if (!type)
    return { block: { type: 'unknown', id }, problem: `Unrecognised block type: ${rawTypeName(raw)}` };
  const parsed = parseAs(type, raw, id);
  if (typeof parsed === 'string') return { block: { type: 'invalid', id }, problem: parsed };
  return { block: parsed, problem: null };
}

/**
 * A raw block from the content service as one member of the block union: an unrecognised type logs a warning
 * and becomes 'unknown', malformed fields log what was wrong and become 'invalid'. Neither renders, and
 * neither stops the rest of the page.
 */
export function parseBlock(raw: RawBlock): ParsedBlock {
  const { block, problem } = inspectBlock(raw);
  if (block.type === 'unknown') console.warn(`${problem}${block.id ? ` (block ${block.id})` : ''}`);
  else if (block.type === 'invalid') {
    console.warn(`Malformed block ${block.id ?? '(no id)'} of type ${blockTypeOf(raw)}:\n${problem}`);
  }
  return block;
}
