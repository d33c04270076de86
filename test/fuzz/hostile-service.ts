import type { FakeReply, FakeUpstream } from '@/platform/testing/fake-upstream';
import { installFakeUpstream } from '@/platform/testing/install';

/** What the hostile content and poll services answer with, in their raw shapes. */
export interface HostileContent {
  /** The categories answer's data. */
  categories: unknown;
  /** Articles: found by slug or id, and listed by every feed, search and related lookup. */
  articles: readonly Record<string, unknown>[];
  /** The whole poll answer, envelope included. */
  pollAnswer: unknown;
}

const success = (data: unknown): FakeReply => ({ json: { status: 'success', data } });
const absent: FakeReply = { status: 404, json: { status: 'error', message: 'not found' } };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function categoryList(categories: unknown): unknown[] {
  if (Array.isArray(categories)) return categories;
  const nested = (categories as { categories?: unknown } | null)?.categories;
  return Array.isArray(nested) ? nested : [];
}

function replyFor(path: string, content: HostileContent): FakeReply {
  const byField = (field: string, value: string) =>
    content.articles.find((article) => String(article[field]) === value);
  let match: RegExpMatchArray | null;
  if (path === '/content/v2/categories') return success(content.categories);
  if ((match = path.match(/^\/content\/v2\/categories\/(?:slug\/)?([^/]+)$/))) {
    const key = decoded(match[1] ?? '');
    const found = categoryList(content.categories).find((category) => {
      const { id, slug } = (category ?? {}) as { id?: unknown; slug?: unknown };
      return String(id) === key || slug === key;
    });
    return found ? success(found) : absent;
  }
  if (path === '/content/v2/articles/search') {
    return { json: { status: 'success', data: { articles: content.articles, metadata: { totalPages: 2 } } } };
  }
  if (path === '/content/v2/articles' || /^\/content\/v1\/feeds\/[^/]+\/execute$/.test(path)) {
    return success({ articles: content.articles });
  }
  if ((match = path.match(/^\/content\/v2\/articles\/slug\/([^/]+)$/))) {
    const article = byField('slug', decoded(match[1] ?? ''));
    return article ? success({ article }) : absent;
  }
  if ((match = path.match(/^\/content\/v2\/articles\/([^/]+)$/))) {
    const article = byField('id', decoded(match[1] ?? ''));
    return article ? success({ article }) : absent;
  }
  if (/^\/polls\/v2\/polls\/[^/]+$/.test(path)) return { json: content.pollAnswer };
  return absent;
}

/** Points the platform functions at a content service that answers with this content. */
export function serveHostileContent(content: HostileContent): FakeUpstream {
  const upstream = installFakeUpstream();
  upstream.on('GET', /.*/, (call) => replyFor(call.url.pathname, content));
  // A vote is answered with the poll answer too.
  upstream.on('POST', /^\/polls\/v1\/polls\/[^/]+\/answer$/, () => ({ json: content.pollAnswer }));
  return upstream;
}
