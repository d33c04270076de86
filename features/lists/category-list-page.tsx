import 'server-only';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { FILTERABLE_PAGE_SIZE, getFilterableList } from '@/platform/content/filterable-list';
import { getSettings } from '@/platform/settings';
import type { Category } from '@/platform/types/category';
import { CardGrid } from '@/ui/cards/card-grid';
import { EmptyState } from './empty-state';
import { ListHeader } from './list-header';
import { parsePage, type PageParam } from './page-param';
import { loadPage, rangeText } from './paged-result';
import { Pagination } from './pagination';

export interface CategoryListPageProps {
  category: Category;
  /** The raw `?page=` value (1-based); hostile values are clamped. */
  page: PageParam;
  /** The filter (spec blocks §4 "Filter") goes here once it exists; it sits above the list. */
  filters?: ReactNode;
}

/** The page of the category's list that `?page=` asks for. Throws UpstreamUnavailableError. */
export function loadCategoryList(category: Category, page: PageParam) {
  return loadPage((index) => getFilterableList([category.id], index), parsePage(page));
}

/**
 * A category list page (spec §2): the category's articles, 9 a page (spec §9), with numbered
 * links to every page. A failed call throws UpstreamUnavailableError for the app's error page.
 */
export async function CategoryListPage({ category, page, filters }: CategoryListPageProps) {
  const paged = await loadCategoryList(category, page);
  const range = rangeText(paged, FILTERABLE_PAGE_SIZE);
  const pathname = `/${category.path}`;
  return (
    <>
      <ListHeader title={category.text} kicker={getSettings().siteName} />
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8 lg:py-14">
        {filters ? <div className="mb-10">{filters}</div> : null}
        {paged.articles.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            {range ? <p className="mb-6 text-sm font-semibold text-ink/60">{range}</p> : null}
            <CardGrid articles={paged.articles} headingLevel={2} eagerCount={3} />
            <Pagination
              current={paged.page}
              last={paged.lastPage}
              pathname={pathname}
              label={`${category.text} pages`}
            />
          </>
        )}
      </div>
    </>
  );
}

/** The page's metadata, for the route that renders it. */
export function categoryListMetadata(category: Category): Metadata {
  return {
    title: category.text,
    description: `${category.text} at ${getSettings().siteName}: every article, newest first.`,
  };
}
