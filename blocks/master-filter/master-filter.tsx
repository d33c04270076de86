import { Suspense, useId, type ReactNode } from 'react';
import { getCategoryIndex } from '@/platform/content/categories';
import { getFilterableList } from '@/platform/content/filterable-list';
import { toFilterCategories } from '@/platform/content/reshape-categories';
import type { ArticleSummary } from '@/platform/types/article';
import type { FilterCategory } from '@/platform/types/category';
import { ArticleCard } from '@/ui/cards/article-card';
import { FilterGroups } from './filter-groups';
import type { MasterFilterProps } from './master-filter-schema';

interface MasterFilterViewProps {
  title: string | undefined;
  description: string | undefined;
  groups: FilterCategory[];
  articles: ArticleSummary[];
}

export function MasterFilterView({ title, description, groups, articles }: MasterFilterViewProps) {
  const headingId = useId();
  return (
    <section className="mx-auto my-10 max-w-7xl px-4">
      {title ? (
        <h2 id={headingId} className="text-3xl font-bold text-turf-900">
          {title}
        </h2>
      ) : null}
      {description ? <p className="mt-2 max-w-3xl text-ink/75">{description}</p> : null}
      {groups.length > 0 ? (
        <div className="mt-6">
          <FilterGroups groups={groups} label={title ? `${title}: filters` : 'Filters'} />
        </div>
      ) : null}
      {articles.length > 0 ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {articles.map((summary) => (
            <li key={summary.id}>
              <ArticleCard summary={summary} headingLevel={title ? 3 : 2} />
            </li>
          ))}
        </ul>
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

async function loadArticles(listCategoryId: string | undefined): Promise<ArticleSummary[]> {
  if (!listCategoryId) return [];
  return (await getFilterableList([listCategoryId])).articles;
}

/**
 * The filter's groups (children of the filter category) and the list's first page, loaded on the
 * server. A part that fails logs a warning and is left out; with nothing at all, nothing renders.
 */
export async function MasterFilterContent(props: MasterFilterProps): Promise<ReactNode> {
  const { title, description, filterCategoryId, listCategoryId } = props;
  const [groups, articles] = await Promise.allSettled([
    loadGroups(filterCategoryId),
    loadArticles(listCategoryId),
  ]);
  if (groups.status === 'rejected') {
    console.warn(`Filter groups of ${filterCategoryId} failed to load: ${String(groups.reason)}`);
  }
  if (articles.status === 'rejected') {
    console.warn(`Filtered list of ${listCategoryId} failed to load: ${String(articles.reason)}`);
  }
  const view: MasterFilterViewProps = {
    title,
    description,
    groups: groups.status === 'fulfilled' ? groups.value : [],
    articles: articles.status === 'fulfilled' ? articles.value : [],
  };
  if (view.groups.length === 0 && view.articles.length === 0) {
    console.warn(`Master filter "${title ?? listCategoryId}" has no filters and no articles; it is skipped`);
    return null;
  }
  return <MasterFilterView {...view} />;
}

/** master-filter-and-indexes: streams in once its categories and list have loaded. */
export function MasterFilterBlock(props: MasterFilterProps) {
  return (
    <Suspense fallback={null}>
      <MasterFilterContent {...props} />
    </Suspense>
  );
}
