import type { ArticleSummary } from '@/platform/types/article';
import { ArticleCard } from '@/ui/cards/article-card';
import { THIRD_CARD_SIZES } from '@/ui/cards/card-sizes';
import { EventCard } from './event-card';
import type { EventCardProps } from './event-card-schema';
import { parseBlock } from '../parse-block';

/**
 * A fixture's card in a list of fixtures, drawn from its own event card (docs/decisions/0022): the
 * day and times, the price, availability and its ticket link, as the content gives them. The card's
 * more-information link is the fixture's page; the card's second button (Hospitality) is left to the
 * page, so a list's cards keep to two buttons. Null when the article has no readable event card.
 */
export function fixtureCardProps(summary: ArticleSummary): EventCardProps | null {
  if (!summary.eventCard) return null;
  const block = parseBlock({ ...summary.eventCard, slug: summary.slug });
  if (block.type !== 'event-card') return null;
  const card = block.props;
  return {
    ...card,
    title: card.title ?? summary.title,
    description: card.description ?? summary.summary ?? undefined,
    image: card.image ?? { src: summary.hero.heroImage.src, alt: summary.hero.heroImage.alt },
    findOutMore: {
      href: summary.link.href,
      label: card.findOutMore?.label ?? 'Find out more',
      newTab: summary.link.newTab,
    },
    secondary: undefined,
  };
}

/**
 * A list of fixtures (every article an event): each as its event card, one column on a phone, two
 * from sm, three from lg; an article whose event card cannot be read keeps its article card. The same
 * card on /racedays and What's on, so a fixture sells the same way wherever it is listed.
 */
export function FixtureGrid({
  articles,
  eagerCount = 0,
  headingLevel = 2,
  anchors,
}: {
  articles: readonly ArticleSummary[];
  /** Cards whose pictures load at once: the first row when the grid starts above the fold. */
  eagerCount?: number;
  /** The titles' heading level: 2 directly under a page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Anchors by article id, for links that bring the reader back to a card (Load more). */
  anchors?: ReadonlyMap<string, string>;
}) {
  return (
    <ul data-fixture-list className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {articles.map((article, index) => {
        const card = fixtureCardProps(article);
        return (
          <li key={article.id}>
            {card ? (
              <EventCard
                {...card}
                id={anchors?.get(article.id)}
                headingLevel={headingLevel}
                eager={index < eagerCount}
                imageSizes={THIRD_CARD_SIZES}
                moreAsText
              />
            ) : (
              <ArticleCard
                summary={article}
                id={anchors?.get(article.id)}
                headingLevel={headingLevel}
                eager={index < eagerCount}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
