import fc from 'fast-check';
import { hostileJson, hostileText, hostileUrl } from './hostile-text';

// A small seeded generator, so a mutation is a pure function of the seed fast-check reports.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Mutation {
  seed: number;
  /** How often a value is changed, 0 to 1. */
  rate: number;
  /** Values for the changes, drawn by fast-check. */
  texts: string[];
  urls: string[];
  values: unknown[];
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  seed: fc.integer(),
  rate: fc.double({ min: 0, max: 0.6, noNaN: true }),
  texts: fc.array(hostileText, { minLength: 1, maxLength: 4 }),
  urls: fc.array(hostileUrl, { minLength: 1, maxLength: 3 }),
  values: fc.array(hostileJson, { minLength: 1, maxLength: 3 }),
});

const URL_KEYS = /link|url|href|image|src|thumbnail|logo/i;

/**
 * A copy of real content with some values made hostile: strings replaced by hostile text (hostile
 * addresses where a link or image belongs), fields dropped, values of the wrong type, lists emptied
 * or doubled. The block type fields are mostly kept, so the blocks' own schemas are reached.
 */
export function mutate(value: unknown, { seed, rate, texts, urls, values }: Mutation): unknown {
  const next = random(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;
  const visit = (node: unknown, key: string, depth: number): unknown => {
    const keepType = key === 'contentType' || key === 'customContentType';
    if (!keepType && next() < rate / 3) {
      const roll = next();
      if (roll < 0.35) return URL_KEYS.test(key) ? pick(urls) : pick(texts);
      if (roll < 0.7) return pick(values);
      return pick([null, 42, true, [], {}, '']);
    }
    if (typeof node === 'string')
      return next() < rate ? (URL_KEYS.test(key) ? pick(urls) : pick(texts)) : node;
    if (depth > 40 || typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) {
      const items = node.map((item) => visit(item, key, depth + 1));
      return next() < rate / 4 ? [...items, ...items] : items;
    }
    const copy: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(node)) {
      if (!keepType && next() < rate / 5) continue;
      copy[name] = visit(field, name, depth + 1);
    }
    return copy;
  };
  return visit(value, '', 0);
}
