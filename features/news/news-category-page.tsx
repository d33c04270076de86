import 'server-only';
import type { Metadata } from 'next';
import { ListHeader } from '@/features/lists/list-header';
import { parsePage, type PageParam } from '@/features/lists/page-param';
import { getSettings } from '@/platform/settings';
import type { Category } from '@/platform/types/category';
import { loadNewsList, NewsListView } from './news-list';
import { MAX_NEWS_LOADS } from './news-loads';
import { activeTabId, getNewsSection } from './news-section';
import { NewsTabs } from './news-tabs';

export interface NewsCategoryPageProps {
  /** A news category, or the news parent itself for all news. */
  category: Category;
  /** The raw `?page=` value: how many loads to show, 1-based; hostile values are clamped. */
  page: PageParam;
}

function isRoot(category: Category, rootId: string | undefined): boolean {
  return category.id === rootId;
}

/** A news page (/news and its categories): title, category tabs, the list. */
export async function NewsCategoryPage({ category, page }: NewsCategoryPageProps) {
  const basePath = `/${category.path}`;
  const [section, view] = await Promise.all([
    getNewsSection(),
    loadNewsList(category.id, parsePage(page, MAX_NEWS_LOADS)),
  ]);
  const all = isRoot(category, section.root?.id);
  return (
    <>
      <ListHeader
        kicker={all ? getSettings().siteName : 'News'}
        title={all ? 'News' : category.text}
        intro={all ? 'Racing, royal occasions and life at the course: the latest from the team.' : undefined}
      />
      <div className="container-page py-section">
        <div className="mb-part">
          <NewsTabs tabs={section.tabs} activeId={activeTabId(category, section.tabs)} />
        </div>
        <NewsListView view={view} basePath={basePath} />
      </div>
    </>
  );
}

/** The page's metadata, for the route that renders it. */
export function newsCategoryMetadata(category: Category): Metadata {
  const venue = getSettings().siteName;
  const root = category.parentId === null;
  return {
    title: root ? 'News' : `${category.text} news`,
    description: root
      ? `The latest news from ${venue}: racing, royal occasions, the venue and the community.`
      : `The latest ${category.text.toLowerCase()} news from ${venue}.`,
  };
}
