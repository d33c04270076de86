import { useId, type ReactNode } from 'react';
import { getCategoryIndex } from '@/platform/content/categories';
import { toFilterCategories } from '@/platform/content/reshape-categories';
import { isFixtureList } from '@/platform/shared/fixture-order';
import { loadAnchors } from '@/platform/shared/list-loads';
import type { FilterCategory } from '@/platform/types/category';
import { CardGrid } from '@/ui/cards/card-grid';
import {
  filterHref,
  selectedOptions,
  selectionFrom,
  type FilterSelection,
} from '@/ui/filter/filter-selection';
import { EmptyState } from '@/ui/lists/empty-state';
import { LoadMoreLink } from '@/ui/lists/load-more-link';
import { FilterForm } from './filter-form.lazy';
import { loadFilteredList, type FilteredList } from './filtered-list';
import { listRequest } from './list-request';
import type { MasterFilterProps } from './master-filter-schema';
import { FixtureGrid } from '../event-card/fixture-grid';

/** The anchor on the first card of a load, so `?page=N#filter-page-N` lands where the new cards start. */
export function filterAnchor(page: number): string {
  return `filter-page-${page}`;
}

interface MasterFilterViewProps {
  title: string | undefined;
  description: string | undefined;
  groups: FilterCategory[];
  applied: FilterSelection;
  /** The page's path when known (a page rendered for its filter address). */
  pathname: string | undefined;
  /** Null when the list could not be loaded: the filter still shows. */
  list: FilteredList | null;
}

export function MasterFilterView({
  title,
  description,
  groups,
  applied,
  pathname,
  list,
}: MasterFilterViewProps) {
  const headingId = useId();
  const anchors = list ? loadAnchors(list, filterAnchor) : new Map<string, string>();
  const shown = list?.articles.length ?? 0;
  return (
    <section aria-labelledby={title ? headingId : undefined} className="container-page my-section">
      {title ? (
        <h2 id={headingId} className="heading-section">
          {title}
        </h2>
      ) : null}
      {description ? <p className="mt-3 max-w-measure text-ink/75">{description}</p> : null}
      {groups.length > 0 ? (
        <div className="mt-stack">
          <FilterForm
            groups={groups}
            applied={applied}
            pathname={pathname}
            label={title ? `${title}: filters` : 'Filters'}
          />
        </div>
      ) : null}
      {list ? (
        <div className="mt-part">
          <p aria-live="polite" className="mb-6 text-sm font-semibold text-ink/60">
            {shown > 0 && list.totalItems !== null ? `Showing ${shown} of ${list.totalItems}` : null}
          </p>
          {shown === 0 ? (
            <EmptyState headingLevel={title ? 3 : 2} />
          ) : isFixtureList(list.articles) ? (
            // Fixtures sell from their own event cards: the day, times, price, availability and Buy.
            <FixtureGrid articles={list.articles} headingLevel={title ? 3 : 2} anchors={anchors} />
          ) : (
            <CardGrid articles={list.articles} headingLevel={title ? 3 : 2} anchors={anchors} />
          )}
          {list.nextPage !== null ? (
            <LoadMoreLink
              href={filterHref('', groups, applied, list.nextPage, filterAnchor(list.nextPage))}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

async function loadGroups(filterCategoryId: string | undefined): Promise<FilterCategory[]> {
  if (!filterCategoryId) return [];
  const index = await getCategoryIndex();
  const groups = index.byId.get(filterCategoryId)?.children ?? [];
  return toFilterCategories(groups).filter((group) => group.children.length > 0);
}

/**
 * The filter's groups (children of the filter category) and the list narrowed by the options the
 * address chose, loaded on the server, so every filter address is a full page for search engines and
 * visitors without JavaScript. The list is the list category's articles in every chosen option's
 * category too. A part that fails logs a warning and is left out; with nothing at
 * all, nothing renders.
 */
export async function MasterFilterContent(props: MasterFilterProps): Promise<ReactNode> {
  const { title, description, filterCategoryId, listCategoryId } = props;
  const request = listRequest();
  let groups: FilterCategory[] = [];
  try {
    groups = await loadGroups(filterCategoryId);
  } catch (error) {
    console.warn(`Filter groups of ${filterCategoryId} failed to load: ${String(error)}`);
  }
  const applied = selectionFrom(groups, request.filter);
  const chosen = selectedOptions(groups, applied).map((option) => option.id);
  let list: FilteredList | null = null;
  if (listCategoryId) {
    try {
      list = await loadFilteredList({ categoryId: listCategoryId, chosen }, request.page);
    } catch (error) {
      console.warn(`Filtered list of ${listCategoryId} failed to load: ${String(error)}`);
    }
  }
  if (groups.length === 0 && (list === null || list.articles.length === 0)) {
    console.warn(`Master filter "${title ?? listCategoryId}" has no filters and no articles; it is skipped`);
    return null;
  }
  return (
    <MasterFilterView
      title={title}
      description={description}
      groups={groups}
      applied={applied}
      pathname={request.pathname}
      list={list}
    />
  );
}

/**
 * master-filter-and-indexes. Not streamed behind a Suspense boundary: a filter address renders per
 * request, and content streamed in after the shell is placed by a script, which a visitor without
 * JavaScript does not run. The page waits for the list instead.
 */
export function MasterFilterBlock(props: MasterFilterProps) {
  return <MasterFilterContent {...props} />;
}
