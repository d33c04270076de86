import 'server-only';
import { cache } from 'react';
import type { RawBlock } from '@/platform/types/block';

const RELATED_CONTENT = 'RELATED_CONTENT';
const MAX_DEPTH = 8;

// One holder per server request (React's request-scoped cache): the article view names the article
// it renders, so a related block deep in its blocks never lists the page it is on, and an event's own
// card on its page knows it is there.
const holder = cache((): { id: string | null; slug: string | null } => ({ id: null, slug: null }));

/** Set by the view that renders an article, before its blocks render. */
export function setCurrentArticle(article: { id: string; slug?: string | null | undefined }): void {
  const current = holder();
  current.id = article.id;
  current.slug = article.slug ?? null;
}

/** The article whose page is being rendered, if any. */
export function currentArticleId(): string | null {
  return holder().id;
}

/** The slug of the article whose page is being rendered, if any. */
export function currentArticleSlug(): string | null {
  return holder().slug;
}

/** Whether any of the blocks, nested ones included, is a related block: the page's own related list. */
export function hasRelatedBlock(blocks: readonly RawBlock[]): boolean {
  const visit = (value: unknown, depth: number): boolean => {
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
    if (Array.isArray(value)) return value.some((item) => visit(item, depth + 1));
    const record = value as Record<string, unknown>;
    if (record.contentType === RELATED_CONTENT) return true;
    return Object.values(record).some((item) => visit(item, depth + 1));
  };
  return visit(blocks, 0);
}
