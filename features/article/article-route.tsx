import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { withGatedStandIns } from '@/blocks/shared/block-rules';
import { HomeHero } from '@/features/home/home-hero';
import { homeLead } from '@/features/home/home-lead';
import { isMembersOnly } from '@/features/members/members-only';
import { matchPage } from '@/features/routing/match-page';
import { decodeSegments } from '@/features/routing/path-segments';
import { articleMetadata } from '@/features/seo/article-metadata';
import { JsonLd, structuredDataFor } from '@/features/seo/json-ld';
import { getArticleForReader } from '@/platform/content/articles';
import { getSettings } from '@/platform/settings';
import type { Article } from '@/platform/types/article';
import { articleHeading } from './article-heading';
import { ArticleView } from './article-view';

/** The article at a path, or null; shared by a route's generateMetadata and its page (both cached). */
export async function articleAt(segments: readonly string[]): Promise<Article | null> {
  const match = await matchPage(decodeSegments(segments));
  return match.kind === 'article' || match.kind === 'home' ? match.article : null;
}

export async function articleRouteMetadata(segments: readonly string[]): Promise<Metadata> {
  const article = await articleAt(segments);
  if (!article) return {};
  return articleMetadata(article, { path: `/${segments.join('/')}` });
}

/** The royal meeting's pages wear its theme. */
export function themeOf(segments: readonly string[]): 'royal' | undefined {
  return segments[0] === `royal-${getSettings().siteProduct}` ? 'royal' : undefined;
}

interface ArticleRouteProps {
  segments: readonly string[];
  theme?: 'royal' | undefined;
  /**
   * Set when the page is rendered for one signed-in fan alone (features/members): the fan's access token,
   * null when the stored one no longer verifies. A members-only article is then fetched with it.
   */
  fanToken?: string | null;
}

/**
 * An article page of one of the site's routes. The proxy has already answered paths that are no page
 * with the 404 page; notFound() here only covers content that changed in between.
 */
export async function ArticleRoute({ segments, theme, fanToken }: ArticleRouteProps) {
  const shared = await articleAt(segments);
  if (!shared) notFound();
  // A members-only article as the content service gives it to this fan: the body, when the fan may read it.
  const given =
    fanToken && isMembersOnly(shared.auth)
      ? ((await getArticleForReader(shared.slug, fanToken)) ?? shared)
      : shared;
  // Blocks limited to some visitors are drawn for each in the browser: the page holds none of their
  // content, not even in its hero or structured data (docs/decisions/0039).
  const article = { ...given, blocks: withGatedStandIns(given.blocks) };
  const path = `/${segments.join('/')}`;
  // The home page leads with the next raceday and tickets in its hero, not in a banner below it.
  const home = segments.length === 0 ? homeLead(article.blocks) : null;
  return (
    <>
      <JsonLd data={structuredDataFor(article)} />
      <ArticleView
        article={home ? { ...article, blocks: home.rest } : article}
        hero={
          home ? (
            <HomeHero
              title={articleHeading(article.title, getSettings().siteName)}
              image={article.hero.heroImage}
              lead={home.lead}
            />
          ) : undefined
        }
        showMeta={!article.singlePage}
        theme={theme}
        shareUrl={new URL(path, getSettings().siteUrl).href}
        reader={{ signedIn: Boolean(fanToken), path }}
      />
    </>
  );
}
