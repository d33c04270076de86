import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeHero } from '@/features/home/home-hero';
import { homeLead } from '@/features/home/home-lead';
import { matchPage } from '@/features/routing/match-page';
import { decodeSegments } from '@/features/routing/path-segments';
import { articleMetadata } from '@/features/seo/article-metadata';
import { JsonLd, structuredDataFor } from '@/features/seo/json-ld';
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

/**
 * An article page of one of the site's routes. The proxy has already answered paths that are no page
 * with the 404 page; notFound() here only covers content that changed in between.
 */
export async function ArticleRoute({ segments, theme }: { segments: readonly string[]; theme?: 'royal' }) {
  const article = await articleAt(segments);
  if (!article) notFound();
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
        shareUrl={new URL(`/${segments.join('/')}`, getSettings().siteUrl).href}
      />
    </>
  );
}
