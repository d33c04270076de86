import 'server-only';
import { isRecord } from '@/platform/shared/is-record';
import type { RedirectEntry } from '../types/lists';

/** Redirect items sit a few levels down in blocks; anything nested deeper is not read. */
export const MAX_REDIRECT_NESTING = 32;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

// customContent is an object or a list of objects; blocks may nest items in children.
function collect(node: unknown, out: RedirectEntry[], depth: number): RedirectEntry[] {
  if (depth > MAX_REDIRECT_NESTING) return out;
  if (Array.isArray(node)) {
    for (const item of node) collect(item, out, depth + 1);
    return out;
  }
  if (!isRecord(node)) return out;
  const custom = node.customContent;
  for (const fields of Array.isArray(custom) ? custom : [custom]) {
    if (isRecord(fields) && ('from_string' in fields || 'to_string' in fields)) {
      out.push({ from: text(fields.from_string), to: text(fields.to_string) });
    }
  }
  return collect(node.children, out, depth + 1);
}

/**
 * The redirect entries: the customContent from_string and to_string of every item in the blocks, children
 * included, down to MAX_REDIRECT_NESTING levels so that content nested without end cannot exhaust the stack.
 */
export function redirectEntriesIn(blocks: unknown): RedirectEntry[] {
  return collect(blocks, [], 0);
}
