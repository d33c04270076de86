import { useId, type ReactNode } from 'react';
import { executeFeed } from '@/platform/content/feeds';
import { venueToday } from '@/platform/shared/clock';
import { orderFixtures } from '@/platform/shared/fixture-order';
import { venueCardHref } from '@/platform/shared/hrefs';
import type { ArticleSummary } from '@/platform/types/article';
import { ArticleCard, hasGraphicPicture } from '@/ui/cards/article-card';
import { QUARTER_CARD_SIZES, THIRD_CARD_SIZES } from '@/ui/cards/card-sizes';
import { cardsWithoutPicture } from '@/ui/cards/pictures-once';
import { Image } from '@/ui/image/image';
import { SiteLink } from '@/ui/link/site-link.client';
import { cardsOf, isKnownCardType, type FeedCard } from './feed-cards';
import type { FeedProps } from './feed-schema';
import { EventCard } from '../event-card/event-card';
import { PackageCard } from '../package-card/package-card';
import { ActionLink } from '../shared/action-link';
import { BlockTheme } from '../shared/block-theme';
import { slideClass, slideSizes } from '../shared/carousel-layout';
import { Carousel } from '../shared/carousel.client';
import { currentArticlePicture } from '../shared/current-article';
import { showsArticles, showsPictures } from '../shared/page-pictures';

/** Venue cards link to /{lowercased display category text}/{slug}, or /{slug} without a category. */
function VenueCard({ summary, sizes }: { summary: ArticleSummary; sizes: string }) {
  const image = summary.hero.heroImage;
  return (
    <article className="group relative isolate flex aspect-[4/5] h-full flex-col justify-end overflow-hidden rounded-xl bg-turf-950 text-cream shadow-sm">
      <Image
        src={image.src}
        alt={image.alt}
        fill
        sizes={sizes}
        className="-z-10 object-cover transition duration-700 group-hover:scale-105"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-turf-950 via-turf-950/50 to-transparent" />
      <div className="p-5">
        <h3 className="heading-sub decoration-gold-400 decoration-2 underline-offset-4 group-hover:underline">
          <SiteLink
            href={venueCardHref(summary.slug, summary.displayCategory?.text)}
            className="after:absolute after:inset-0"
          >
            {summary.title}
          </SiteLink>
        </h3>
        {summary.summary ? (
          <p className="mt-2 line-clamp-2 text-sm text-cream/80">{summary.summary}</p>
        ) : null}
      </div>
    </article>
  );
}

/** A card of the feed, its picture asked for at the width the row or carousel draws it (`sizes`). */
function Card({ card, sizes, picture = true }: { card: FeedCard; sizes: string; picture?: boolean }) {
  switch (card.kind) {
    case 'event':
      return <EventCard {...card.props} imageSizes={sizes} moreAsText />;
    case 'package':
      return <PackageCard {...card.props} imageSizes={sizes} />;
    case 'venue':
      return <VenueCard summary={card.summary} sizes={sizes} />;
    case 'article':
      return <ArticleCard summary={card.summary} sizes={sizes} picture={picture} />;
  }
}

/** Four (or eight) cards make full rows of four on a wide screen; any other count rows of three. */
const fourAcross = (count: number) => count % 4 === 0 && count % 3 !== 0;

export function gridColumns(count: number): string {
  return fourAcross(count) ? 'lg:grid-cols-4 lg:gap-6' : 'lg:grid-cols-3 lg:gap-8';
}

/** A grid of pages most of which show a logo (partners) is a logo wall: a page's logo is its picture. */
function isLogoWall(cards: readonly FeedCard[], summaries: readonly ArticleSummary[]): boolean {
  if (summaries.length < 2 || summaries.length !== cards.length) return false;
  return summaries.filter(hasGraphicPicture).length * 2 >= summaries.length;
}

/** Two tiles across on a phone, three from sm, four from lg; a page without a logo is a text tile. */
function LogoWall({ summaries }: { summaries: readonly ArticleSummary[] }) {
  return (
    <ul
      data-appearance="logo-wall"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-6"
    >
      {summaries.map((summary) => (
        <li key={summary.id}>
          <ArticleCard summary={summary} variant="logo" picture={hasGraphicPicture(summary)} />
        </li>
      ))}
    </ul>
  );
}

function Cards({
  cards,
  appearance,
  label,
}: {
  cards: FeedCard[];
  appearance: FeedProps['appearance'];
  label: string;
}) {
  if (appearance === 'carousel') {
    // A peek of the next card on phones, then two, three and four across.
    const perView = { base: 1.15, md: 2, lg: 3, '2xl': 4 } as const;
    const cardSlide = slideClass(perView);
    const sizes = slideSizes(perView);
    return (
      <Carousel label={label} count={cards.length} step="page">
        {cards.map((card) => (
          <li key={card.key} className={cardSlide}>
            <Card card={card} sizes={sizes} />
          </li>
        ))}
      </Carousel>
    );
  }
  const [only] = cards;
  if (cards.length === 1 && only?.kind === 'event') {
    // A lone event (the Wedding Fair on /weddings) lies wide, its picture beside its words, rather
    // than one narrow card at the left of an empty row.
    return (
      <div data-appearance="grid" className="max-w-md md:max-w-5xl">
        <EventCard {...only.props} wide moreAsText />
      </div>
    );
  }
  const summaries = cards.flatMap((card) => (card.kind === 'article' ? [card.summary] : []));
  if (isLogoWall(cards, summaries)) return <LogoWall summaries={summaries} />;
  const sizes = fourAcross(cards.length) ? QUARTER_CARD_SIZES : THIRD_CARD_SIZES;
  // A grid of pages that share one picture (partners without a logo) shows it once.
  const withoutPicture = cardsWithoutPicture(summaries, [currentArticlePicture()]);
  return (
    <ul data-appearance="grid" className={`grid gap-4 sm:grid-cols-2 ${gridColumns(cards.length)}`}>
      {cards.map((card) => (
        <li key={card.key}>
          <Card
            card={card}
            sizes={sizes}
            picture={card.kind !== 'article' || !withoutPicture.has(card.summary.id)}
          />
        </li>
      ))}
    </ul>
  );
}

function FeedLayout({ props, cards }: { props: FeedProps; cards: FeedCard[] }) {
  const headingId = useId();
  const { title, description, button, theme, royal, appearance } = props;
  return (
    <BlockTheme theme={theme} royal={royal}>
      <div>
        {title || description || button ? (
          <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <div className="max-w-measure">
              {title ? (
                <h2 id={headingId} className="heading-section">
                  {title}
                </h2>
              ) : null}
              {description ? <p className="mt-2 opacity-80">{description}</p> : null}
            </div>
            {button ? <ActionLink link={button} variant="outline" subject={title} /> : null}
          </div>
        ) : null}
        <Cards cards={cards} appearance={appearance} label={`${title ?? 'Feed'} carousel`} />
      </div>
    </BlockTheme>
  );
}

/**
 * The feed loaded on the server and drawn as cards. A failed or missing feed, or an unknown card
 * type, logs a warning and renders nothing; the rest of the page is not affected.
 */
export async function FeedContent(props: FeedProps): Promise<ReactNode> {
  const loading = loadCards(props);
  // The related lists at the end of the page leave out the articles this feed shows, and their pictures.
  showsPictures(loading.then((cards) => (cards ?? []).flatMap(picturesOfCard)));
  showsArticles(loading.then((cards) => (cards ?? []).map((card) => card.key)));
  const cards = await loading;
  return cards ? <FeedLayout props={props} cards={cards} /> : null;
}

/** The pictures a card shows. */
function picturesOfCard(card: FeedCard): string[] {
  switch (card.kind) {
    case 'event':
      return card.props.image ? [card.props.image.src] : [];
    case 'package':
      return [card.props.image?.src, card.props.graphic?.src].filter((src) => src !== undefined);
    case 'venue':
    case 'article':
      return [card.summary.hero.heroImage.src];
  }
}

async function loadCards({ sourceSystemId, cardType }: FeedProps): Promise<FeedCard[] | null> {
  if (!sourceSystemId) {
    console.warn('Feed block without a feed (no sourceSystemId); it is skipped');
    return null;
  }
  if (!isKnownCardType(cardType)) {
    console.warn(`Unrecognised card type: ${cardType} (feed ${sourceSystemId})`);
    return null;
  }
  let articles: ArticleSummary[];
  try {
    const feed = await executeFeed(sourceSystemId);
    if (!feed) {
      console.warn(`Feed ${sourceSystemId} was not found; the feed block is skipped`);
      return null;
    }
    articles = feed.articles;
  } catch (error) {
    console.warn(`Feed ${sourceSystemId} failed to load; the feed block is skipped: ${String(error)}`);
    return null;
  }
  // A feed of events is a fixture list: coming meetings, soonest first (docs/decisions/0022).
  const cards = await cardsOf(orderFixtures(articles, venueToday()), cardType);
  return cards.length === 0 ? null : cards;
}

/** FEED and feed-container, rendered with the page once its feed has loaded (docs/decisions/0014). */
export function FeedBlock(props: FeedProps) {
  return <FeedContent {...props} />;
}
