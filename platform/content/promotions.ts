import 'server-only';
import { cache } from 'react';
import { listArticles } from './articles';
import type { ArticleSummary } from '../types/article';

/** spec §2 "Takeover": the project takeover's articles, with page size 5. */
export const PROMOTION_CATEGORY_SLUG = 'project-takeover';
export const PROMOTION_PAGE_SIZE = 5;

/** The takeover's articles; empty means no takeover (spec §2). Throws UpstreamUnavailableError. */
export const getPromotionArticles = cache((): Promise<ArticleSummary[]> =>
  listArticles({ categorySlug: PROMOTION_CATEGORY_SLUG, page: 0, size: PROMOTION_PAGE_SIZE }),
);
