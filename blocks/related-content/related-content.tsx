import { useId, type ReactNode } from 'react';
import { getRelatedArticles } from '@/platform/content/related';
import { venueToday } from '@/platform/shared/clock';
import { orderFixtures } from '@/platform/shared/fixture-order';
import type { ArticleSummary } from '@/platform/types/article';
import { CardGrid } from '@/ui/cards/card-grid';
import { cardsWithoutPicture } from '@/ui/cards/pictures-once';
import type { RelatedContentProps } from './related-content-schema';
import { currentArticleId } from '../shared/current-article';
import { articlesShownOnPage, picturesShownOnPage } from '../shared/page-pictures';

function RelatedGrid({
  title,
  articles,
  withoutPicture,
}: {
  title: string | undefined;
  articles: ArticleSummary[];
  withoutPicture: ReadonlySet<string>;
}) {
  const headingId = useId();
  return (
    <section className="container-page my-section">
      {title ? (
        <h2 id={headingId} className="mb-stack heading-section">
          {title}
        </h2>
      ) : null}
      {/* The lists' grid: a last card that would stand alone in its row spans it instead. */}
      <CardGrid articles={articles} headingLevel={title ? 3 : 2} withoutPicture={withoutPicture} />
    </section>
  );
}

/**
 * The related articles, loaded on the server (one call per criterion, merged, duplicates
 * removed, up to max), never the article whose page it is on nor one the page's feeds already show. A
 * failed or empty load logs a warning and renders nothing.
 */
export async function RelatedContent(props: RelatedContentProps): Promise<ReactNode> {
  const { title, tags, categoryIds, linkedIds, articleIds, max } = props;
  const name = title ? `Related block "${title}"` : 'Related block';
  let articles: ArticleSummary[];
  try {
    const current = currentArticleId();
    // Neither the page itself nor an article its feeds already list as a card.
    const listed = await articlesShownOnPage();
    articles = await getRelatedArticles({
      articleIds,
      tags,
      categoryIds,
      linkedIds,
      max,
      excludeIds: [...(current ? [current] : []), ...listed],
    });
  } catch (error) {
    console.warn(`${name} failed to load its articles; it is skipped: ${String(error)}`);
    return null;
  }
  if (articles.length === 0) {
    console.warn(`${name} found no articles; it is skipped`);
    return null;
  }
  // Related events ("You might also like" on a raceday) read as fixtures: coming ones, soonest first.
  const ordered = orderFixtures(articles, venueToday());
  // A card whose picture the page already shows (its hero, a feed above) is drawn as text.
  const withoutPicture = cardsWithoutPicture(ordered, [...(await picturesShownOnPage())]);
  return <RelatedGrid title={title} articles={ordered} withoutPicture={withoutPicture} />;
}

/** RELATED_CONTENT, rendered with the page once its articles have loaded (docs/decisions/0014). */
export function RelatedContentBlock(props: RelatedContentProps) {
  return <RelatedContent {...props} />;
}
