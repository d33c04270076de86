// Evaluates a parsed query against a document (an article) and sorts results.
import type { QueryNode } from './parse';

// spec: free text is matched against the hero title, summary and slug
const FREE_TEXT_FIELDS = [['heroMedia', 'title'], ['heroMedia', 'summary'], ['slug']];

export function matchesQuery(node: QueryNode, doc: unknown): boolean {
  switch (node.type) {
    case 'all':
      return true;
    case 'and':
      return node.operands.every((operand) => matchesQuery(operand, doc));
    case 'or':
      return node.operands.some((operand) => matchesQuery(operand, doc));
    case 'not':
      return !matchesQuery(node.operand, doc);
    case 'field':
      return valuesAt(doc, node.path).some(valueMatcher(node.value, node.quoted));
    case 'text': {
      const needle = node.text.toLowerCase();
      return FREE_TEXT_FIELDS.some((path) =>
        valuesAt(doc, path).some(
          (value) => typeof value === 'string' && value.toLowerCase().includes(needle),
        ),
      );
    }
  }
}

/** Every value at a dotted path; a path through an array visits each element, so any element can match. */
export function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (path.length === 0) return value === undefined || value === null ? [] : [value];
  const [head, ...rest] = path as [string, ...string[]];
  // Own properties only: a query must not reach `constructor` or other prototype members.
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, head)) return [];
  return valuesAt((value as Record<string, unknown>)[head], rest);
}

/** Values compare case-insensitively and whole; an unquoted `*` is a wildcard (`gold*`, or `*` for "has a value"). */
function valueMatcher(expected: string, quoted: boolean): (value: unknown) => boolean {
  const scalar = (value: unknown): string | undefined =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;
  if (!quoted && expected.includes('*')) {
    const source = expected
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    const pattern = new RegExp(`^${source}$`, 'is');
    return (value) => {
      const text = scalar(value);
      return text !== undefined && pattern.test(text);
    };
  }
  const wanted = expected.toLowerCase();
  return (value) => scalar(value)?.toLowerCase() === wanted;
}

export interface SortOrder {
  path: string[];
  descending: boolean;
}

/** Reads `publishDate,DESC`-style sort parameters; undefined when malformed. */
export function parseSort(sort: string): SortOrder | undefined {
  const match = /^([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*),(ASC|DESC)$/i.exec(sort.trim());
  if (!match) return undefined;
  return { path: (match[1] as string).split('.'), descending: (match[2] as string).toUpperCase() === 'DESC' };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function sortKey(value: unknown): number | string | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return undefined;
  // Dates compare by instant, so "…T10:00:00Z" and "…T10:00:00.000Z" order correctly.
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : value.toLowerCase();
}

/** A stable comparator; documents without a value sort last in either direction. */
export function compareBy(order: SortOrder): (a: unknown, b: unknown) => number {
  return (a, b) => {
    const left = sortKey(valuesAt(a, order.path)[0]);
    const right = sortKey(valuesAt(b, order.path)[0]);
    if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1;
    const base = left < right ? -1 : left > right ? 1 : 0;
    return order.descending ? -base : base;
  };
}
