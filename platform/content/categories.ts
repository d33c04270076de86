import 'server-only';
import { cache } from 'react';
import { categoryListResponse } from './article-schemas';
import { contentResult } from './content-request';
import { reshapeCategories, type CategoryCollection } from './reshape-categories';
import { valueOrNull } from '../http/outcome';
import { perAnswer } from '../http/per-answer';
import type { Category, CategoryIndex } from '../types/category';

/** Every category in one answer: the service is asked for pages of 9999. */
const CATEGORIES_PAGE_SIZE = 9999;

// Every render reads the same cached answer: it is reshaped once, not in each render.
const collectionOf = perAnswer(reshapeCategories);

function loadCollection(tree: boolean): Promise<CategoryCollection> {
  return contentResult('/v2/categories', categoryListResponse, {
    params: { size: CATEGORIES_PAGE_SIZE, tree: tree ? true : undefined },
  }).then((result) => {
    const answer = valueOrNull(result);
    return answer ? collectionOf(answer.data) : reshapeCategories([]);
  });
}

// One request serves the list, the index and every href built in a render.
const loadFlat = cache(() => loadCollection(false));

/** Every category, flat, with normalised slugs and paths. Throws UpstreamUnavailableError. */
export const getCategories = cache(async (): Promise<Category[]> => (await loadFlat()).all);

/** Categories by id and slug, for paths and hrefs. Throws UpstreamUnavailableError. */
export const getCategoryIndex = cache(async (): Promise<CategoryIndex> => (await loadFlat()).index);

/** The tree: top-level 'news' and 'video' nodes with their children. Throws UpstreamUnavailableError. */
export const getCategoryTree = cache(async (): Promise<Category[]> => (await loadCollection(true)).roots);
