import 'server-only';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { inspectBlock, rawTypeName } from '@/blocks/parse-block';
import { blockRuleOf } from '@/blocks/shared/block-rules';
import { htmlParserOptions } from '@/blocks/shared/html-parser-options';
import { isRecord } from '@/platform/shared/is-record';
import type { RawBlock } from '@/platform/types/block';
import type { RedirectEntry } from '@/platform/types/lists';
import { providerOf } from '@/ui/consent/providers';

/** What the site met in an editor's content and worked around, as the report lists it. */
export type ProblemKind =
  | 'unknown-block'
  | 'malformed-block'
  | 'broken-link'
  | 'missing-alt'
  | 'oversized-image'
  | 'dropped-iframe'
  | 'redirect-chain'
  | 'redirect-loop';

export interface Problem {
  kind: ProblemKind;
  /** The article's slug, or null for a site-wide problem (a redirect). */
  article: string | null;
  /** The block's id and type, when the problem is in one. */
  block: { id: string | null; type: string } | null;
  detail: string;
}

/** What a block refers to, found while walking it: links, pictures. */
export interface BlockFindings {
  /** The venue's own allowed embed hosts (EMBED_HOSTS): their frames are kept. */
  embedHosts: readonly string[];
  problems: Problem[];
  /** Internal paths the block links to, each with the block that holds it. */
  links: { path: string; block: Problem['block'] }[];
  /** Picture addresses, each with the block that shows it. */
  images: { src: string; block: Problem['block'] }[];
}

/** How deep nested blocks are read: deeper than any page is built. */
const MAX_DEPTH = 8;

const LINK_KEY = /link|href|url/i;
const ALT_KEYS = ['altText', 'alt', 'alt_string', 'altText_string'];

/** A path on this site: one leading slash, no file extension, without its query and fragment. */
function ownPath(value: string, siteUrl: string): string | null {
  let text = value.trim();
  if (text.startsWith(siteUrl)) text = text.slice(siteUrl.length) || '/';
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  const path = text.split(/[?#]/)[0]!;
  if (/\.[a-z0-9]+$/i.test(path) || /^\/(api|_next|_amplify|oauth2)(\/|$)/.test(path)) return null;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function walkHtml(
  html: string,
  where: Problem['block'],
  article: string,
  siteUrl: string,
  found: BlockFindings,
) {
  const document = parseDocument(html, htmlParserOptions);
  for (const anchor of DomUtils.getElementsByTagName('a', document, true)) {
    const path = ownPath(anchor.attribs.href ?? '', siteUrl);
    if (path) found.links.push({ path, block: where });
  }
  for (const image of DomUtils.getElementsByTagName('img', document, true) as Element[]) {
    if (image.attribs.src) found.images.push({ src: image.attribs.src, block: where });
    if (!('alt' in image.attribs)) {
      found.problems.push({
        kind: 'missing-alt',
        article,
        block: where,
        detail: `A picture in the text has no alt text: ${image.attribs.src ?? '(no address)'}`,
      });
    }
  }
  for (const frame of DomUtils.getElementsByTagName('iframe', document, true)) {
    const src = frame.attribs.src ?? '';
    if (!providerOf(src, found.embedHosts)) {
      found.problems.push({
        kind: 'dropped-iframe',
        article,
        block: where,
        detail: `An embed from a provider the site does not allow is left out: ${src || '(no address)'}`,
      });
    }
  }
}

/** Every string and object inside a block's own fields (its children are blocks of their own). */
function walkFields(
  value: unknown,
  key: string,
  where: Problem['block'],
  article: string,
  siteUrl: string,
  found: BlockFindings,
  depth = 0,
) {
  if (depth > 12) return;
  if (typeof value === 'string') {
    if (/<(a|img|iframe)\b/i.test(value)) walkHtml(value, where, article, siteUrl, found);
    else if (LINK_KEY.test(key)) {
      const path = ownPath(value, siteUrl);
      if (path) found.links.push({ path, block: where });
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) walkFields(item, key, where, article, siteUrl, found, depth + 1);
    return;
  }
  if (!isRecord(value)) return;
  const image = value.image;
  if (typeof image === 'string' && image.trim() !== '') {
    found.images.push({ src: image, block: where });
    // An IMAGE block without alt text is described by its title, as the site draws it.
    const altKeys = value.contentType === 'IMAGE' ? [...ALT_KEYS, 'title'] : ALT_KEYS;
    if (!altKeys.some((name) => typeof value[name] === 'string' && (value[name] as string).trim() !== '')) {
      found.problems.push({
        kind: 'missing-alt',
        article,
        block: where,
        detail: `A picture has no alt text: ${image}`,
      });
    }
  }
  for (const [name, item] of Object.entries(value)) {
    if (name === 'children' || name === 'image') continue;
    walkFields(item, name, where, article, siteUrl, found, depth + 1);
  }
}

/**
 * Walks an article's blocks, nested ones included: each of the page's blocks of an unknown type or
 * with malformed fields (what it holds is read by its own schema), each picture without alt text, each embed the sanitiser drops, and the links and pictures to
 * check against the site and the picture hosts.
 */
export function findInBlocks(
  blocks: readonly unknown[],
  article: string,
  siteUrl: string,
  embedHosts: readonly string[] = [],
): BlockFindings {
  const found: BlockFindings = { embedHosts, problems: [], links: [], images: [] };
  // A page's blocks are parsed one by one, each with the items and blocks it holds (its schema reads
  // them); what those hold is walked for links, pictures and embeds.
  const visit = (list: readonly unknown[], depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const raw of list) {
      if (!isRecord(raw) || typeof raw.contentType !== 'string') {
        if (depth === 0) {
          found.problems.push({
            kind: 'malformed-block',
            article,
            block: null,
            detail: 'A block with no content type',
          });
        }
        continue;
      }
      const block = raw as RawBlock;
      const where = { id: typeof block.id === 'string' ? block.id : null, type: rawTypeName(block) };
      if (depth === 0) {
        const { block: parsed, problem } = inspectBlock(block);
        if (parsed.type === 'unknown')
          found.problems.push({ kind: 'unknown-block', article, block: where, detail: problem! });
        if (parsed.type === 'invalid')
          found.problems.push({ kind: 'malformed-block', article, block: where, detail: problem! });
      }
      const rule = blockRuleOf(block);
      if (rule && (rule.kind === 'malformed' || where.id === null)) {
        const why = rule.kind === 'malformed' ? rule.problem : 'it has no id';
        found.problems.push({
          kind: 'malformed-block',
          article,
          block: where,
          detail: `Limited to some visitors, and shown to none: ${why}`,
        });
      }
      walkFields(block, '', where, article, siteUrl, found);
      if (Array.isArray(block.children)) visit(block.children, depth + 1);
    }
  };
  visit(blocks, 0);
  return found;
}

/**
 * The CMS redirects that lead to another redirect (a chain a visitor follows hop by hop) or back to
 * where they started (a loop no visitor gets out of).
 */
export function redirectProblems(entries: readonly RedirectEntry[]): Problem[] {
  const next = new Map<string, string>();
  for (const { from, to } of entries) if (from && to && !next.has(from)) next.set(from, to);
  const problems: Problem[] = [];
  for (const start of next.keys()) {
    const hops = [start];
    let at = next.get(start)!;
    while (next.has(at) && !hops.includes(at) && hops.length <= next.size) {
      hops.push(at);
      at = next.get(at)!;
    }
    if (hops.includes(at)) {
      problems.push({
        kind: 'redirect-loop',
        article: null,
        block: null,
        detail: `${[...hops, at].join(' → ')}`,
      });
    } else if (hops.length > 1) {
      problems.push({
        kind: 'redirect-chain',
        article: null,
        block: null,
        detail: `${[...hops, at].join(' → ')}`,
      });
    }
  }
  return problems;
}
