import 'server-only';
import { cache } from 'react';
import { listArticles } from './articles';
import type { ArticleSummary } from '../types/article';

/** The project takeover's articles: those in this category, asked for with page size 5. */
export const PROMOTION_CATEGORY_SLUG = 'project-takeover';
export const PROMOTION_PAGE_SIZE = 5;

/** The takeover's articles; empty means no takeover. Throws UpstreamUnavailableError. */
export const getPromotionArticles = cache((): Promise<ArticleSummary[]> =>
  listArticles({ categorySlug: PROMOTION_CATEGORY_SLUG, page: 0, size: PROMOTION_PAGE_SIZE }),
);
