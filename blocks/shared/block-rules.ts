// No 'server-only': the rule is plain data, read the same way wherever a block is drawn.
import { isRecord } from '@/platform/shared/is-record';

/**
 * Who is looking at a block, as far as its rules ask: the entitlements (packages) of a signed-in
 * fan's verified access token, or null for a visitor who is not signed in; and the country the CDN
 * placed the request in, or null when it is not known.
 */
export interface Viewer {
  entitlements: readonly string[] | null;
  country: string | null;
}

/**
 * A block's own limits on who sees it, as the content service sends them on any block: `entitlements`
 * (a fan must hold one of them) and `countries`, a list of where it is shown (`isWhiteList: true`) or
 * where it is not (`isWhiteList` false or absent). An empty list limits nothing.
 */
export type BlockRule =
  | { kind: 'rule'; entitlements: string[]; countries: string[]; isWhiteList: boolean }
  /** Rule fields that cannot be read (not lists of text): the block is shown to nobody. */
  | { kind: 'malformed'; problem: string };

/** The fields that carry a block's rule; a block drawn for one viewer is answered without them. */
export const RULE_FIELDS = ['entitlements', 'countries', 'isWhiteList'] as const;

/** A country as the CDN and editors write it: two letters, ISO 3166-1 alpha-2. */
const COUNTRY_CODE = /^[A-Z]{2}$/;
/** Cloudflare's "not known" code: two letters, but no country. */
const UNKNOWN_COUNTRY = 'XX';
/** More names than any editor writes in one block's list; a longer list is not a rule anyone meant. */
const MAX_RULE_ENTRIES = 300;

function textList(value: unknown, field: string): string[] | string {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_RULE_ENTRIES)
    return `${field} is not a list of at most ${MAX_RULE_ENTRIES} names`;
  if (!value.every((item) => typeof item === 'string')) return `${field} holds something other than text`;
  return value.map((item: string) => item.trim()).filter((item) => item !== '');
}

/**
 * The block's rule, or null when it has none (no entitlements and no countries: everyone sees it, in
 * the page everyone is given). Country codes are compared in capitals; an entry that is not two letters
 * matches no visitor.
 */
export function blockRuleOf(raw: Record<string, unknown>): BlockRule | null {
  const entitlements = textList(raw.entitlements, 'entitlements');
  const countries = textList(raw.countries, 'countries');
  for (const problem of [entitlements, countries]) {
    if (typeof problem === 'string') return { kind: 'malformed', problem };
  }
  const isWhiteList = raw.isWhiteList;
  if (isWhiteList !== undefined && isWhiteList !== null && typeof isWhiteList !== 'boolean')
    return { kind: 'malformed', problem: 'isWhiteList is not true or false' };
  if (entitlements.length === 0 && countries.length === 0) return null;
  return {
    kind: 'rule',
    entitlements: entitlements as string[],
    countries: (countries as string[]).map((code) => code.toUpperCase()),
    isWhiteList: isWhiteList === true,
  };
}

/**
 * Whether the viewer may see a block under its rule. Entitlements: a signed-in fan holding at least
 * one of those named (names match exactly). Countries: with `isWhiteList`, only a visitor known to be
 * in a listed country; without it, anyone not known to be in a listed one, so a visitor from an
 * unknown country sees a block kept from some countries and not one shown only in some. A block
 * with both rules needs both. A malformed rule shows the block to nobody.
 */
export function mayView(rule: BlockRule | null, viewer: Viewer): boolean {
  if (rule === null) return true;
  if (rule.kind === 'malformed') return false;
  if (rule.entitlements.length > 0) {
    const held = viewer.entitlements ?? [];
    if (!rule.entitlements.some((name) => held.includes(name))) return false;
  }
  if (rule.countries.length > 0) {
    const listed = viewer.country !== null && rule.countries.includes(viewer.country);
    if (rule.isWhiteList !== listed) return false;
  }
  return true;
}

/**
 * The visitor's country from the CDN's header: two letters, in capitals; null for an absent header,
 * Cloudflare's `XX` (not known), `T1` (Tor) or anything else. The value is only ever compared, never
 * shown or logged.
 */
export function countryFrom(header: string | null | undefined): string | null {
  if (typeof header !== 'string') return null;
  const code = header.trim().toUpperCase();
  return COUNTRY_CODE.test(code) && code !== UNKNOWN_COUNTRY ? code : null;
}

/** Whether the value is a block: an object with a `contentType` of text. */
function isBlock(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && typeof value.contentType === 'string';
}

/** A block's fields nest a few objects deep; deeper than this is not content anyone wrote. */
const MAX_DEPTH = 48;

/**
 * The value with every block the viewer may not see left out (from a list, or the field that held it),
 * and every block they may see without its rule fields: what is drawn for this viewer alone, where
 * nothing is gated any more. Values deeper than MAX_DEPTH are left out.
 */
export function withRulesApplied(value: unknown, viewer: Viewer, depth = 0): unknown {
  if (!Array.isArray(value) && !isRecord(value)) return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (isBlock(value) && !mayView(blockRuleOf(value), viewer)) return undefined;
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const kept = withRulesApplied(item, viewer, depth + 1);
      return kept === undefined ? [] : [kept];
    });
  }
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isBlock(value) && (RULE_FIELDS as readonly string[]).includes(key)) continue;
    const kept = withRulesApplied(field, viewer, depth + 1);
    if (kept !== undefined) copy[key] = kept;
  }
  return copy;
}

/**
 * The first block in the value (nested ones included) with this id that has a rule: the one a gated
 * block's room in the shared page asks for. Null when there is none.
 */
export function findRuledBlock(value: unknown, id: string, depth = 0): Record<string, unknown> | null {
  if (depth >= MAX_DEPTH || (!Array.isArray(value) && !isRecord(value))) return null;
  if (isBlock(value) && value.id === id && blockRuleOf(value) !== null) return value;
  for (const field of Array.isArray(value) ? value : Object.values(value)) {
    const found = findRuledBlock(field, id, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The value with every block that has a rule reduced to a stand-in: its type, its id and its rule
 * fields, none of its content. What a page everyone shares is built from, so nothing reads a gated
 * block's words, pictures or event into it (its hero, metadata or structured data); the stand-in draws
 * as the room a visitor's own request fills. Values deeper than MAX_DEPTH are left out.
 */
export function withGatedStandIns<T>(value: T, depth = 0): T {
  if (!Array.isArray(value) && !isRecord(value)) return value;
  if (depth >= MAX_DEPTH) return (Array.isArray(value) ? [] : {}) as T;
  if (isBlock(value) && blockRuleOf(value) !== null) {
    const kept = ['contentType', 'customContentType', 'id', ...RULE_FIELDS].filter((key) => key in value);
    return Object.fromEntries(kept.map((key) => [key, value[key]])) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => withGatedStandIns(item, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, withGatedStandIns(field, depth + 1)]),
  ) as T;
}
