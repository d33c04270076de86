import type { ArticleSummary } from '@/platform/types/article';
import { Image } from '@/ui/image/image';
import { SiteLink } from '@/ui/link/site-link.client';
import { CardLink } from './card-link';
import { CardKicker, CardMetaLine } from './card-parts';
import { FEATURE_CARD_SIZES, THIRD_CARD_SIZES } from './card-sizes';
import { PlayBadge } from './play-badge';

export type ArticleCardVariant = 'default' | 'feature' | 'logo';

export interface ArticleCardProps {
  summary: ArticleSummary;
  /** 'feature': the large first card of a news grid, 2×2; 'logo': a tile of a logo wall. */
  variant?: ArticleCardVariant;
  /** The image's `sizes` for the grid the card sits in; defaults suit a 3-column grid or a feature. */
  sizes?: string;
  /** The title's heading level: 2 directly under a page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** An anchor on the card, for links that bring the reader back to it. */
  id?: string;
  /** Preload the image: only for the largest card above the fold. */
  preload?: boolean;
  /** Load the image at once rather than lazily: for cards in the first row. */
  eager?: boolean;
  /** false: a text card, for a picture the page already shows (pictures-once.ts). */
  picture?: boolean;
}

// Both variants share one order (kicker, title, summary, date) so a screen reader hears cards alike.
export function ArticleCard(props: ArticleCardProps) {
  if (props.variant === 'feature') return <FeatureCard {...props} />;
  if (props.variant === 'logo') return <LogoCard {...props} />;
  return <StandardCard {...props} />;
}

/** A picture that may be transparent, such as a partner's logo: drawn whole, never cropped. */
export function hasGraphicPicture(summary: ArticleSummary): boolean {
  return /\.(png|gif|svg)$/i.test(summary.hero.heroImage.src.split(/[?#]/, 1)[0] ?? '');
}

function CardImage({
  summary,
  sizes,
  preload,
  eager,
}: Pick<ArticleCardProps, 'summary' | 'sizes' | 'preload' | 'eager'>) {
  const image = summary.hero.heroImage;
  // A picture that may be transparent (a partner's logo) is drawn whole on white, never cropped.
  const graphic = hasGraphicPicture(summary);
  return (
    <Image
      src={image.src}
      alt={image.alt}
      fill
      preload={preload}
      loading={eager && !preload ? 'eager' : undefined}
      sizes={sizes}
      className={
        graphic
          ? 'bg-white object-contain p-6 transition duration-700 ease-out group-hover:scale-105'
          : 'object-cover transition duration-700 ease-out group-hover:scale-105'
      }
    />
  );
}

function FeatureCard({
  summary,
  sizes,
  headingLevel = 3,
  id,
  preload = false,
  eager = false,
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      id={id}
      data-variant="feature"
      className="group relative isolate flex h-full min-h-[26rem] scroll-mt-28 flex-col justify-end overflow-hidden rounded-xl bg-turf-950 text-cream shadow-lg sm:min-h-[32rem]"
    >
      <div className="absolute inset-0 -z-10">
        <CardImage summary={summary} sizes={sizes ?? FEATURE_CARD_SIZES} preload={preload} eager={eager} />
        <div className="absolute inset-0 bg-gradient-to-t from-turf-950 via-turf-950/60 to-turf-950/0" />
      </div>
      {summary.hero.isVideo ? (
        <span className="absolute top-5 left-5 sm:top-7 sm:left-7">
          <PlayBadge large />
        </span>
      ) : null}
      <div className="p-6 sm:p-8 lg:p-10">
        <CardKicker text={summary.displayCategory?.text} locked={summary.loginRequired} tone="dark" />
        <Heading className="mt-3 max-w-3xl text-3xl leading-tight font-bold decoration-gold-400 decoration-2 underline-offset-6 group-hover:underline sm:text-4xl xl:text-5xl">
          <CardLink link={summary.link}>{summary.title}</CardLink>
        </Heading>
        {summary.summary ? (
          <p className="mt-4 line-clamp-3 max-w-2xl text-base text-cream/85 sm:text-lg">{summary.summary}</p>
        ) : null}
        <CardMetaLine article={summary} tone="dark" className="mt-5 text-cream/75" />
      </div>
    </article>
  );
}

// A container query turns the card sideways when its cell is wide (a last card spanning its row).
function StandardCard({
  summary,
  sizes,
  headingLevel = 3,
  id,
  preload = false,
  eager = false,
  picture = true,
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const venue = summary.venue;
  return (
    <div className="@container h-full">
      <article
        id={id}
        data-variant={picture ? 'default' : 'text'}
        className={`group relative flex h-full scroll-mt-28 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-turf-900/10 transition duration-300 hover:-translate-y-1 hover:shadow-xl @xl:flex-row ${picture ? '' : 'border-t-4 border-gold-500'}`}
      >
        {picture ? (
          <div className="relative aspect-[3/2] shrink-0 overflow-hidden bg-turf-900 @xl:aspect-auto @xl:min-h-72 @xl:w-1/2">
            <CardImage summary={summary} sizes={sizes ?? THIRD_CARD_SIZES} preload={preload} eager={eager} />
            {summary.hero.isVideo ? (
              <span className="absolute bottom-3 left-3">
                <PlayBadge />
              </span>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-1 flex-col p-5 @xl:justify-center @xl:p-8 @3xl:p-10">
          <CardKicker
            text={venue?.style ?? summary.displayCategory?.text}
            locked={summary.loginRequired}
            tone="light"
          />
          <Heading className="mt-2 text-xl leading-snug font-bold text-turf-950 decoration-gold-500 decoration-2 underline-offset-4 group-hover:underline @xl:text-2xl @3xl:text-3xl">
            <CardLink link={summary.link}>{summary.title}</CardLink>
          </Heading>
          {venue ? <VenueLines venue={venue} title={summary.title} /> : null}
          {venue ? null : summary.summary ? (
            // A text card has room for its summary; a picture card shows it once the card is wide.
            <p
              className={
                picture ? 'mt-3 hidden text-ink/70 @xl:line-clamp-3' : 'mt-2 line-clamp-2 text-ink/70'
              }
            >
              {summary.summary}
            </p>
          ) : null}
          <CardMetaLine
            article={summary}
            tone="light"
            className="mt-auto pt-4 text-ink/60 @xl:mt-6 @xl:pt-0"
          />
        </div>
      </article>
    </div>
  );
}

/**
 * A restaurant's card sells the table: where it is, the price as the venue writes it, and its booking
 * button, above the card's stretched link so it can be pressed on its own.
 */
function VenueLines({ venue, title }: { venue: NonNullable<ArticleSummary['venue']>; title: string }) {
  return (
    <>
      {venue.where ? <p className="mt-1 text-sm text-ink/70">{venue.where}</p> : null}
      <p className="mt-3 text-lg font-bold text-turf-950">{venue.price}</p>
      {venue.book ? (
        <div className="mt-auto pt-4">
          <SiteLink href={venue.book.href} className="relative z-20 btn btn-primary">
            {venue.book.label}
            <span className="sr-only">: {title}</span>
          </SiteLink>
        </div>
      ) : null}
    </>
  );
}

const LOGO_TILE_WIDTH = 240;
const LOGO_TILE_HEIGHT = 90;

/**
 * A tile of a logo wall: the logo whole, and the name under it. The wall's pages are all of one
 * kind (partners), so the tile leaves out the kicker and the date; a page without a logo shows its
 * summary in the logo's place.
 */
function LogoCard({ summary, headingLevel = 3, id, eager = false, picture = true }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = summary.hero.heroImage;
  return (
    <article
      id={id}
      data-variant={picture ? 'logo' : 'text'}
      className={`group relative flex h-full scroll-mt-28 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-turf-900/10 transition duration-300 hover:-translate-y-1 hover:shadow-xl ${picture ? '' : 'border-t-4 border-gold-500'}`}
    >
      {picture ? (
        <div className="m-3 aspect-[8/3] sm:m-5">
          {/* A tile is 140 to 270 pixels wide: one file, and its double for sharp screens, serve all. */}
          <Image
            src={image.src}
            alt={image.alt}
            width={LOGO_TILE_WIDTH}
            height={LOGO_TILE_HEIGHT}
            loading={eager ? 'eager' : undefined}
            className="h-full w-full object-contain transition duration-700 ease-out group-hover:scale-105"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col px-3 pb-3 sm:px-5 sm:pb-5">
        <Heading
          className={`${picture ? '' : 'pt-3 sm:pt-5'} text-base leading-snug font-bold text-turf-950 decoration-gold-500 decoration-2 underline-offset-4 group-hover:underline sm:text-lg`}
        >
          <CardLink link={summary.link}>{summary.title}</CardLink>
        </Heading>
        {!picture && summary.summary ? (
          <p className="mt-1 line-clamp-3 text-sm text-ink/70">{summary.summary}</p>
        ) : null}
      </div>
    </article>
  );
}
