import 'server-only';
import type { Metadata } from 'next';
import { FixtureGrid } from '@/blocks/event-card/fixture-grid';
import { FILTERABLE_PAGE_SIZE, getFilterableList } from '@/platform/content/filterable-list';
import { toFilterCategories } from '@/platform/content/reshape-categories';
import { getSettings } from '@/platform/settings';
import { systemClock, venueToday, type Clock } from '@/platform/shared/clock';
import { loadFixtureList } from '@/platform/shared/fixture-list';
import { isFixtureList } from '@/platform/shared/fixture-order';
import type { ArticleSummary } from '@/platform/types/article';
import type { Category, FilterCategory } from '@/platform/types/category';
import type { SearchResult } from '@/platform/types/lists';
import { CardGrid } from '@/ui/cards/card-grid';
import { FilterForm } from '@/ui/filter/filter-form.client';
import { FILTER_PARAM, readFilterParam, selectedOptions, selectionFrom } from '@/ui/filter/filter-selection';
import { EmptyState } from '@/ui/lists/empty-state';
import { FeaturedGrid } from './featured-grid';
import { ListHeader } from './list-header';
import { parsePage, type PageParam } from './page-param';
import { loadPage, pageOfList, rangeText } from './paged-result';
import { Pagination } from './pagination';

export interface CategoryListPageProps {
  category: Category;
  /** The raw `?page=` value (1-based); hostile values are clamped. */
  page: PageParam;
  /** The raw `?filter=` values: slugs of the chosen options. */
  filter?: string | string[];
}

/** The group that filters a category list with no grandchildren: its children, side by side. */
const CHILDREN_GROUP = 'Category';

/**
 * The filter of a category list page, built from the category's children: children
 * that have children of their own are groups of options, as in the master filter; a category whose
 * children are all leaves is filtered by one group of them.
 */
export function categoryFilterGroups(category: Category): FilterCategory[] {
  const children = toFilterCategories(category.children);
  const groups = children.filter((child) => child.children.length > 0);
  if (groups.length > 0) return groups;
  if (children.length === 0) return [];
  return [
    { id: category.id, text: CHILDREN_GROUP, slug: category.slug, tags: [], isSelected: false, children },
  ];
}

/** The category's list as the address asks: the chosen options' categories too, and `?page=`. */
function listQuery(category: Category, filter: string | string[] | undefined) {
  const groups = categoryFilterGroups(category);
  const applied = selectionFrom(groups, readFilterParam(filter));
  const chosen = selectedOptions(groups, applied);
  const list = { categoryId: category.id, chosen: chosen.map((option) => option.id) };
  return { groups, applied, chosen, list };
}

/** The most loads a fixture list is read in (20 × 9 = 180 meetings, more than any season holds). */
const MAX_FIXTURE_LOADS = 20;

/**
 * The page of the category's list that `?page=` and `?filter=` ask for. A list of events (racedays)
 * is a fixture list: coming meetings, soonest first, paged on our side (docs/decisions/0022); any
 * other list is the service's pages, newest first. Throws UpstreamUnavailableError.
 */
export async function loadCategoryList(
  category: Category,
  page: PageParam,
  filter?: string | string[],
  clock: Clock = systemClock,
) {
  const { list } = listQuery(category, filter);
  // Each load once, whichever way the list turns out to be paged.
  const loads = new Map<number, Promise<SearchResult>>();
  const load = (index: number) => {
    const known = loads.get(index) ?? getFilterableList(list, index);
    loads.set(index, known);
    return known;
  };
  const asked = parsePage(page);
  const paged = await loadPage(load, asked);
  if (!isFixtureList(paged.articles)) return paged;
  const fixtures = await loadFixtureList(await load(0), load, MAX_FIXTURE_LOADS, venueToday(clock));
  return fixtures ? pageOfList(fixtures, asked, FILTERABLE_PAGE_SIZE) : paged;
}

/**
 * Whether the page leads with a featured video: the first page of a list of videos, unfiltered. Its
 * newest video is drawn large, the page's largest picture, above the others.
 */
function leadsWithFeature(articles: readonly ArticleSummary[], page: number, filtered: boolean): boolean {
  return (
    page === 1 && !filtered && articles.length > 0 && articles.every((article) => article.kind === 'video')
  );
}

/**
 * A category list page: the category's articles, 9 a page, with numbered links to every page, under the
 * filter of its children. Paging keeps the filter; a new filter starts again at page 1. A list of videos
 * leads its first page with a featured video. A failed call throws UpstreamUnavailableError for the app's
 * error page.
 */
export async function CategoryListPage({ category, page, filter }: CategoryListPageProps) {
  const { groups, applied, chosen } = listQuery(category, filter);
  const paged = await loadCategoryList(category, page, filter);
  const range = rangeText(paged, FILTERABLE_PAGE_SIZE);
  const pathname = `/${category.path}`;
  const kept = chosen.map((option) => [FILTER_PARAM, option.slug] as const);
  return (
    <>
      <ListHeader title={category.text} kicker={getSettings().siteName} />
      <div className="container-page py-section">
        {groups.length > 0 ? (
          <div className="mb-10">
            <FilterForm
              groups={groups}
              applied={applied}
              pathname={pathname}
              label={`${category.text}: filters`}
            />
          </div>
        ) : null}
        {paged.articles.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            {range ? <p className="mb-6 text-sm font-semibold text-ink/60">{range}</p> : null}
            {isFixtureList(paged.articles) ? (
              <FixtureGrid articles={paged.articles} eagerCount={3} />
            ) : leadsWithFeature(paged.articles, paged.page, chosen.length > 0) ? (
              <FeaturedGrid articles={paged.articles} headingLevel={2} />
            ) : (
              <CardGrid articles={paged.articles} headingLevel={2} eagerCount={3} />
            )}
            <Pagination
              current={paged.page}
              last={paged.lastPage}
              pathname={pathname}
              params={kept}
              label={`${category.text} pages`}
            />
          </>
        )}
      </div>
    </>
  );
}

/** The page's metadata, for the route that renders it. */
export function categoryListMetadata(category: Category, filtered = false): Metadata {
  return {
    title: category.text,
    description: `${category.text} at ${getSettings().siteName}: every article, newest first.`,
    // Filter combinations stay out of the index: the unfiltered pages list every article already.
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  };
}
