import { isRecord } from '@/platform/shared/is-record';
import type { RawBlock } from '@/platform/types/block';

/** Blocks hold blocks (a section's blocks, a collection's items); real pages go two or three deep. */
export const MAX_BLOCK_NESTING = 6;
/** A block's fields nest a few objects deep; a value deeper than this is not content anyone wrote. */
export const MAX_FIELD_DEPTH = 48;

type Json = unknown;

function isBlock(value: unknown): value is RawBlock {
  return isRecord(value) && typeof value.contentType === 'string';
}

interface Walk {
  cut: number;
}

// A copy of the value without blocks nested `MAX_BLOCK_NESTING` deep or values `MAX_FIELD_DEPTH`
// deep; undefined when the value itself is one of those. Recursion is bounded by MAX_FIELD_DEPTH.
function bounded(value: Json, blocksAbove: number, depth: number, walk: Walk): Json {
  if (isBlock(value) && blocksAbove >= MAX_BLOCK_NESTING) {
    walk.cut += 1;
    return undefined;
  }
  if (!Array.isArray(value) && !isRecord(value)) return value;
  if (depth >= MAX_FIELD_DEPTH) {
    walk.cut += 1;
    return undefined;
  }
  const below = isBlock(value) ? blocksAbove + 1 : blocksAbove;
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const kept = bounded(item, below, depth + 1, walk);
      return kept === undefined ? [] : [kept];
    });
  }
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const kept = bounded(field, below, depth + 1, walk);
    if (kept !== undefined) copy[key] = kept;
  }
  return copy;
}

/**
 * The blocks as given, less any block nested MAX_BLOCK_NESTING blocks deep and any value nested
 * MAX_FIELD_DEPTH deep. Blocks render the blocks they hold, so content nested without end would
 * otherwise render without end. Warns when something is left out.
 */
export function withinBlockNesting(blocks: readonly RawBlock[]): RawBlock[] {
  const walk: Walk = { cut: 0 };
  const kept = blocks.flatMap((block) => {
    // A top-level block keeps its place even without a type: the renderer warns about it.
    const copy = bounded(block, 0, 0, walk);
    return isRecord(copy) ? [{ ...copy, contentType: block.contentType }] : [];
  });
  if (walk.cut > 0) {
    console.warn(
      `${walk.cut} nested block(s) or field(s) left out: blocks nest at most ${MAX_BLOCK_NESTING} deep, fields ${MAX_FIELD_DEPTH}`,
    );
  }
  return kept;
}
