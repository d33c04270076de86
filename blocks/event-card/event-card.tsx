import { PHONE_CARD } from '@/ui/cards/card-sizes';
import { Image } from '@/ui/image/image';
import { TICKETS_SOON, ticketsNotOnSale, type EventCardProps } from './event-card-schema';
import { PhoneBuyBar } from './phone-buy-bar';
import { AvailabilityTag } from '../availability-tag/availability-tag';
import { ActionLink } from '../shared/action-link';
import { BuyAction } from '../shared/buy-action';
import { CardFrame, StandaloneCard } from '../shared/card-frame';
import { currentArticleSlug, leadsToThisPage, unlessPageSponsor } from '../shared/current-article';
import type { ImageProps } from '../shared/fields';

// The raceday image is 448 wide, the sponsor logo 120.
const IMAGE_WIDTH = 448;
const SPONSOR_WIDTH = 120;

/** The event's sponsor, 120 wide. */
function SponsorLogo({ logo }: { logo: ImageProps }) {
  return (
    <Image
      src={logo.src}
      alt={logo.alt}
      width={SPONSOR_WIDTH}
      height={Math.round(SPONSOR_WIDTH / 3)}
      className="h-auto w-[120px] object-contain"
    />
  );
}

/**
 * The day and times: "<time>23 Nov</time> · Gates 11:00 · First race 13:30", the day machine-readable
 * when the content gives a real date.
 */
function EventWhen({ date, dateTime, time }: Pick<EventCardProps, 'date' | 'dateTime' | 'time'>) {
  return (
    <>
      {date && dateTime ? <time dateTime={dateTime}>{date}</time> : date}
      {date && time ? ' · ' : null}
      {time}
    </>
  );
}

/** An event card: a raceday or event, with its price, availability and buttons. */
export function EventCard({
  title,
  date,
  dateTime,
  time,
  description,
  price,
  image,
  sponsorLogo,
  availability,
  buyTickets,
  findOutMore,
  secondary,
  royal,
  wide = false,
  headingLevel = 3,
  eager = false,
  moreAsText = false,
  id,
  imageSizes = wide
    ? `(min-width: 1024px) 512px, (min-width: 768px) 50vw, (min-width: 480px) ${IMAGE_WIDTH}px, ${PHONE_CARD}`
    : `(min-width: 480px) ${IMAGE_WIDTH}px, ${PHONE_CARD}`,
}: EventCardProps & {
  /** The width the card's picture is drawn at, where a row or carousel knows it better than the card. */
  imageSizes?: string;
  /** Picture beside the words from md, for a card alone on a page. */
  wide?: boolean;
  /** The title's heading level: 2 directly under a page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Load the picture at once: for cards in a list's first row. */
  eager?: boolean;
  /** 'Find out more' as a text link beside the buy button, so a list's cards keep one button each. */
  moreAsText?: boolean;
  /** An anchor on the card, for links that bring the reader back to it (a list's Load more). */
  id?: string | undefined;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A second link to the page being read (the Wedding Fair's "Weddings" on /weddings) would only reload it.
  const also = secondary && !leadsToThisPage(secondary.href) ? secondary : undefined;
  return (
    <CardFrame royal={royal} wide={wide} id={id}>
      {image ? (
        <div
          className={`relative aspect-[16/9] w-full overflow-hidden bg-turf-900 ${wide ? 'md:aspect-auto md:min-h-80 md:w-1/2 md:shrink-0' : ''}`}
        >
          <Image
            src={image.src}
            alt={image.alt}
            width={IMAGE_WIDTH}
            height={Math.round((IMAGE_WIDTH * 9) / 16)}
            sizes={imageSizes}
            loading={eager ? 'eager' : undefined}
            className="h-full w-full object-cover"
          />
          {availability ? (
            <span className="absolute top-3 left-3">
              <AvailabilityTag availability={availability} />
            </span>
          ) : null}
        </div>
      ) : availability ? (
        <div className="px-5 pt-5">
          <AvailabilityTag availability={availability} />
        </div>
      ) : null}
      <div className={`flex flex-1 flex-col gap-3 p-5 ${wide ? 'md:justify-center md:p-10' : ''}`}>
        {date || time ? (
          <p className={`text-sm font-semibold ${royal ? 'text-gold-400' : 'text-turf-700'}`}>
            <EventWhen date={date} dateTime={dateTime} time={time} />
          </p>
        ) : null}
        {title ? (
          <Heading className={`text-xl leading-snug font-bold ${wide ? 'md:text-3xl' : ''}`}>{title}</Heading>
        ) : null}
        {description ? <p className={royal ? 'text-cream/80' : 'text-ink/70'}>{description}</p> : null}
        {price ? <p className="text-lg font-bold">{price}</p> : null}
        {ticketsNotOnSale({ price, buyTickets, availability }) ? (
          <p className="text-lg font-bold">{TICKETS_SOON}</p>
        ) : null}
        {/* Above the buttons, so a row of cards keeps its buttons on one line, logo or not. */}
        {sponsorLogo ? <SponsorLogo logo={sponsorLogo} /> : null}
        <div className={`flex flex-wrap items-center gap-3 pt-2 ${wide ? 'mt-auto md:mt-2' : 'mt-auto'}`}>
          {buyTickets ? (
            <BuyAction
              link={buyTickets}
              soldOut={availability === 'Sold Out'}
              subject={title}
              onDark={royal}
            />
          ) : null}
          {findOutMore ? (
            <ActionLink link={findOutMore} variant={moreAsText ? 'text' : 'outline'} subject={title} />
          ) : null}
          {also ? <ActionLink link={also} variant="text" subject={title} /> : null}
        </div>
      </div>
    </CardFrame>
  );
}

/**
 * The event's own card on its own page: a booking bar under the hero. The hero already shows the
 * picture, the title and the summary, and 'Find out more' would lead back to this page, so the bar
 * keeps what a visitor books with: the date, the price, availability and the buttons.
 */
function EventBookingBar({
  title,
  date,
  dateTime,
  time,
  price,
  sponsorLogo,
  availability,
  buyTickets,
  secondary,
  royal,
}: EventCardProps) {
  return (
    <CardFrame royal={royal}>
      <div className="flex flex-col gap-4 p-5 md:flex-row md:items-center md:gap-8 md:px-8 md:py-6">
        <div className="flex flex-1 flex-col gap-1">
          <h2 className="sr-only">{title ? `Book ${title}` : 'Book'}</h2>
          {availability ? (
            <span className="mb-1">
              <AvailabilityTag availability={availability} />
            </span>
          ) : null}
          {date || time ? (
            <p className={`font-semibold ${royal ? 'text-gold-400' : 'text-turf-700'}`}>
              <EventWhen date={date} dateTime={dateTime} time={time} />
            </p>
          ) : null}
          {price ? <p className="text-xl font-bold">{price}</p> : null}
          {ticketsNotOnSale({ price, buyTickets, availability }) ? (
            <p className="text-xl font-bold">{TICKETS_SOON}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {buyTickets ? (
            <BuyAction
              link={buyTickets}
              soldOut={availability === 'Sold Out'}
              subject={title}
              onDark={royal}
            />
          ) : null}
          {secondary ? <ActionLink link={secondary} variant="outline" subject={title} /> : null}
        </div>
        {sponsorLogo ? <SponsorLogo logo={sponsorLogo} /> : null}
      </div>
    </CardFrame>
  );
}

/** The event-card block placed directly on a page: a booking bar on the event's own page. */
export function EventCardBlock(props: EventCardProps) {
  if (props.slug && props.slug === currentArticleSlug())
    return (
      <>
        <StandaloneCard wide>
          <EventBookingBar {...props} sponsorLogo={unlessPageSponsor(props.sponsorLogo)} />
        </StandaloneCard>
        <PhoneBuyBar {...props} />
      </>
    );
  return (
    <StandaloneCard wide>
      <EventCard {...props} wide />
    </StandaloneCard>
  );
}
