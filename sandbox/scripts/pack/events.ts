// Raceday and non-racing event pages, their day pages, and the event cards that feeds show.
import { addArticle, articleId } from './articles';
import {
  type Availability,
  type EventDef,
  fixtureDate,
  HIGHLIGHT_PICTURES,
  NON_RACING,
  RACEDAYS,
} from './events-data';
import { type Block, type Json, custom, dark, light, link, picture, png, related, text } from './model';
import { PARTNERS, sponsor } from './partners-data';
import { fromPrice, packagePictures, ticketFeedOf } from './tickets';

const FILE_RACEDAYS = 'racedays.json';
const FILE_EVENTS = 'non-racing-events.json';

export const availability = (tag: Availability): Json => (tag ? [{ availabilityTag_select: tag }] : []);

export interface CardInput {
  slug: string;
  title: string;
  description: string;
  /** a relative content date (events-data.ts's fixtureDate), or a day offset from the pack's load time */
  day: string | number;
  /** the last day of a meeting of several days, likewise */
  endDay?: string | number;
  time: string;
  /** the cheapest adult ticket in pounds; undefined while tickets are not yet on sale */
  price: string | undefined;
  image: string;
  path: string;
  tag?: Availability;
  royal?: boolean;
  sponsorSlug?: string;
  /** where tickets are bought; undefined while they are not yet on sale */
  buyLink: string | undefined;
  /** the second button, Hospitality unless given */
  secondary?: [label: string, url: string];
  /** leave out the find-out-more button so the card falls back to 'Learn more' and the slug */
  noFindOutMore?: boolean;
  /** use the older royal theme field shape */
  legacyRoyalField?: boolean;
  dark?: boolean;
}

/** A day offset from the pack's load time as a relative content date: past meetings have negative offsets. */
const relativeDay = (day: string | number): string =>
  typeof day === 'string' ? day : day < 0 ? `@date${day}d` : `@date+${day}d`;

export function eventCard(c: CardInput): Block {
  const logo = c.sponsorSlug ? PARTNERS.find((p) => p.slug === c.sponsorSlug)?.logo : undefined;
  const content: Record<string, Json> = {
    date_string: relativeDay(c.day),
    time_string: c.time,
    title_string: c.title,
    description_string: c.description,
    racedayImage_content: picture(c.image, c.title),
    secondaryButton_content: {
      label: c.secondary?.[0] ?? 'Hospitality',
      url: c.secondary?.[1] ?? '/hospitality',
    },
    availabilityTag_custom: availability(c.tag),
    darklightTheme_custom: c.dark ? dark() : light(),
  };
  if (c.price !== undefined) {
    content.price_string = c.price;
    content.pricecapacity_string = c.price === '0' ? 'Free entry|registration required' : 'From|per adult';
  }
  if (c.buyLink !== undefined)
    content.buyTicketsButton_content = {
      link: c.buyLink,
      title: c.price === '0' ? 'Register' : 'Buy tickets',
    };
  // A meeting of several days gives its last day too, so a card can show the range (docs/decisions/0022).
  if (c.endDay !== undefined && c.endDay !== c.day) content.endDate_string = relativeDay(c.endDay);
  if (logo) content.sponsorLogo_content = { image: png(logo), altText: c.sponsorSlug ?? '' };
  if (!c.noFindOutMore) content.findOutMoreButton_content = link('Find out more', c.path, false);
  if (c.legacyRoyalField)
    content.royalkingsmereTheme_custom = [
      { shouldThisComponenttemplateBeRoyalkingsmereThemed_select: c.royal ? 'YES' : 'no' },
    ];
  else content.royalkingsmereTheme_select = c.royal ? 'Yes' : 'No';
  return custom('event-card', content, { slug: c.slug });
}

/** The practical paragraph beside the essentials: what the hero's summary does not already say. */
function essentialsText(e: EventDef, racing: boolean): string {
  const times = racing
    ? `Gates open at ${e.gates} and the first race is off at ${e.start}.`
    : `Gates open at ${e.gates}${e.start === e.gates ? '' : ` and it starts at ${e.start}`}.`;
  const more = e.royal
    ? 'The Royal Enclosure keeps a strict dress code, and every car park space must be booked ahead.'
    : 'Parking is free in Car Parks A to D, and the train from Kingsmere Halt is a ten-minute walk.';
  return `${times} ${more}`;
}

function essentials(e: EventDef, racing: boolean): Block {
  const rows: Json = [
    { label_string: 'Gates open', value_string: e.gates, icon_select: 'Clock' },
    { label_string: racing ? 'First race' : 'Starts', value_string: e.start, icon_select: 'Flag' },
    {
      label_string: 'Dress code',
      value_string: e.royal ? 'Strict in the Royal Enclosure; see What to Wear' : 'Smart casual',
      icon_select: 'Hanger',
    },
    {
      label_string: 'Parking',
      value_string: e.royal ? 'Pre-book only, from £30' : 'Free in Car Parks A to D',
      icon_select: 'Car',
    },
    {
      label_string: 'Children',
      value_string: e.royal ? 'Under-18s free in Queen Anne and Village' : 'Under-18s go free',
      icon_select: 'Family',
    },
  ];
  return custom('text-box-and-details', {
    title_string: racing ? 'Raceday essentials' : 'Event essentials',
    text_string: `<p>${essentialsText(e, racing)}</p>`,
    details_custom: rows,
    button_content: link('Plan your visit', '/plan-visit/getting-here'),
    darklightTheme_custom: light(),
  });
}

function raceTable(e: EventDef): Block | undefined {
  if (!e.races) return undefined;
  return custom('table', {
    title_string: 'Race programme',
    columns_custom: [
      {
        title_string: 'Race',
        description_string: 'Sponsor and race name',
        button_content: {},
        image_content: {},
      },
      {
        title_string: 'Distance',
        description_string: 'Furlongs (f) and miles (m)',
        button_content: {},
        image_content: {},
      },
    ],
    rows_custom: e.races.map(([time, name, distance]) => ({
      header_string: time,
      cells_custom: [
        { icon_select: 'None', label_string: name },
        { icon_select: 'None', label_string: distance },
      ],
    })),
    darklightTheme_custom: light(),
  });
}

/**
 * The highlight cards' pictures, checked against every other picture the event's page shows: its own
 * picture and day cards, the hospitality packages, and the other events that 'You might also like'
 * can list. A page never shows one picture twice.
 */
function highlightPictures(e: EventDef, racing: boolean): string[] {
  const pictures = HIGHLIGHT_PICTURES[e.slug] ?? [];
  if (pictures.length !== e.highlights.length) {
    throw new Error(`${e.slug}: ${e.highlights.length} highlights but ${pictures.length} pictures`);
  }
  const others = (racing ? RACEDAYS : NON_RACING).filter((other) => other.slug !== e.slug);
  const onPage = new Set([
    e.image,
    ...(e.days ?? []).map((d) => d[4]),
    ...packagePictures(),
    ...others.flatMap((other) => [other.image, ...(other.days ?? []).map((d) => d[4])]),
  ]);
  for (const name of pictures) {
    if (onPage.has(name)) throw new Error(`${e.slug}: highlight picture ${name} is already on the page`);
    onPage.add(name);
  }
  return pictures;
}

function highlights(e: EventDef, racing: boolean): Block {
  const pictures = highlightPictures(e, racing);
  return custom('entertainment-detail', {
    title_string: 'Highlights',
    entertainmentDetailCard_custom: e.highlights.map(([title, description], index) => ({
      title_string: title,
      description_string: description,
      backgroundImage_content: picture(pictures[index] as string, title),
      button_content:
        index === 0 ? link('Book now', e.royal ? '/royal-kingsmere/tickets-and-enclosures' : '/tickets') : {},
    })),
  });
}

/** Days ago an event's article was published: 10 to 39 days before today, and always before the event. */
const announced = (day: number): number => Math.max(10 + (Math.abs(day) % 30), 7 - day);

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
const NUMBERS = ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

/** A day page's words: where the day sits in the meeting and how to book it, not the summary again. */
function dayText(e: EventDef, index: number, racing: boolean, soldOut: boolean): string {
  const count = e.days?.length ?? 1;
  const place = `The ${ORDINALS[index] ?? `${index + 1}th`} of the ${NUMBERS[count] ?? count} days of ${e.title}.`;
  const times = racing
    ? `Gates open at ${e.gates}; the first race is off at ${e.start}.`
    : `Gates open at ${e.gates}, and the programme runs until early evening.`;
  const booking = soldOut
    ? 'Every ticket for this day has been sold. Returns are offered on the tickets page first, so check back there.'
    : e.royal
      ? 'Choose an enclosure below: each has its own dress code, and every ticket includes the Royal Procession.'
      : 'Book ahead: tickets bought on the gate cost more.';
  return `<p>${place} ${times}</p><p>${booking}</p>`;
}

function eventArticle(e: EventDef, racing: boolean): void {
  const display = racing ? 'racedays' : 'non-racing-events';
  const path = `/${display}/${e.slug}`;
  const card = eventCard({
    slug: e.slug,
    title: e.title,
    description: e.summary,
    day: fixtureDate(e),
    endDay: e.days ? fixtureDate(e, e.days.at(-1)?.[2]) : undefined,
    time: `Gates ${e.gates} · ${racing ? 'First race' : 'Starts'} ${e.start}`,
    price:
      fromPrice(
        e.slug,
        (e.days ?? []).map(([segment]) => `${e.slug}-${segment}`),
      ) ?? e.price,
    image: e.image,
    path,
    tag: e.availability,
    royal: e.royal,
    sponsorSlug: e.sponsor,
    buyLink:
      e.price === undefined
        ? undefined
        : (e.bookAt ?? (e.royal ? '/royal-kingsmere/tickets-and-enclosures' : '/tickets')),
    secondary: e.alsoSee,
    noFindOutMore: e.slug === 'classic-car-show',
    legacyRoyalField: e.slug === 'royal-kingsmere-week',
    dark: e.slug === 'fireworks-and-floodlights-raceday',
  });
  const content: Block[] = [
    card,
    custom('title-and-text-block', {
      // Not the page's title again: the hero's heading already gives it.
      title_string: racing ? (e.days ? 'About the meeting' : 'About the raceday') : 'About the event',
      text_string: `<p>${e.intro}</p>`,
      alignment_select: 'Left',
      darklightTheme_custom: light(),
    }),
    essentials(e, racing),
  ];
  const table = raceTable(e);
  if (table) content.push(table);
  content.push(highlights(e, racing));
  if (e.days) {
    content.push(
      custom('feed-container', {
        title_string: racing ? 'Choose your day' : 'Festival days',
        description_string: 'Each day has its own card, prices and tickets.',
        feed_content: { sourceSystemId: `feed-days-${e.slug}` },
        componentType_select: 'Raceday/Event Cards',
        appereance_select: 'Grid',
        button_content: {},
        darklightTheme_custom: e.royal ? dark() : light(),
      }),
    );
  }
  content.push(
    custom('feed-container', {
      title_string: 'Make a day of it',
      description_string:
        'Hospitality packages for this fixture, from a table in the Panoramic to your own private box.',
      feed_content: { sourceSystemId: 'feed-hospitality-packages' },
      componentType_select: 'Package/Membership Cards',
      appereance_select: 'Carousel',
      button_content: link('All hospitality', '/hospitality'),
      darklightTheme_custom: light(),
    }),
  );
  content.push(related({ title: 'You might also like', tags: racing ? ['racedays'] : ['events'], max: 6 }));
  addArticle({
    slug: e.slug,
    title: e.title,
    summary: e.summary,
    image: e.image,
    display,
    categories: ['whats-on', ...e.filters],
    // Announced weeks before the meeting: a past meeting was published before it ran.
    publish: `@now-${announced(e.day)}d`,
    tags: [racing ? 'racedays' : 'events', ...(e.royal ? ['royal-kingsmere'] : [])],
    sponsors: e.sponsor ? [sponsor(e.sponsor)] : [],
    content,
    file: racing ? FILE_RACEDAYS : FILE_EVENTS,
    group: display,
    linkedIds: [{ sourceSystem: 'FIXTURE', sourceSystemId: `fixture-${e.slug}`, text: e.title }],
  });
  for (const [index, [segment, title, day, summary, image]] of (e.days ?? []).entries()) {
    const dayPath = `${path}/${segment}`;
    const soldOut = e.royal === true && segment === 'day-five';
    const tickets = ticketFeedOf(`${e.slug}-${segment}`);
    addArticle({
      slug: `${e.slug}-${segment}`,
      title,
      summary,
      image,
      display,
      path: dayPath,
      categories: ['whats-on', ...e.filters],
      publish: `@now-${30 - (day % 20)}d`,
      tags: [racing ? 'racedays' : 'events', ...(e.royal ? ['royal-kingsmere'] : [])],
      file: racing ? FILE_RACEDAYS : FILE_EVENTS,
      group: `${display}-day-pages`,
      linkedIds: [{ sourceSystem: 'FIXTURE', sourceSystemId: `fixture-${e.slug}-${segment}`, text: title }],
      content: [
        eventCard({
          slug: `${e.slug}-${segment}`,
          title,
          description: summary,
          day: fixtureDate(e, day),
          time: `Gates ${e.gates} · ${racing ? 'First race' : 'Starts'} ${e.start}`,
          price: fromPrice(`${e.slug}-${segment}`) ?? e.price,
          image,
          path: dayPath,
          tag: soldOut ? 'Sold Out' : undefined,
          royal: e.royal,
          buyLink: e.royal ? '/royal-kingsmere/tickets-and-enclosures' : '/tickets',
          dark: e.royal,
        }),
        text(dayText(e, index, racing, soldOut)),
        ...(tickets
          ? [
              custom('tabs-section', {
                title_string: 'Tickets for this day',
                description_string: 'Choose an enclosure to see what is included.',
                feed_content: { sourceSystemId: tickets },
                royalkingsmereTheme_select: e.royal ? 'Yes' : 'No',
              }),
            ]
          : []),
        related({
          title: `More from ${e.title}`,
          linkedIds: [{ sourceSystem: 'FIXTURE', sourceSystemId: `fixture-${e.slug}` }],
          tags: e.royal ? ['royal-kingsmere'] : ['events'],
          max: 4,
        }),
      ],
    });
  }
}

export function buildEvents(): void {
  for (const e of RACEDAYS) eventArticle(e, true);
  for (const e of NON_RACING) eventArticle(e, false);
}

export const racedayIds = (): string[] => RACEDAYS.map((e) => articleId(e.slug));
export const eventIds = (): string[] => NON_RACING.map((e) => articleId(e.slug));
export const dayIds = (slug: string): string[] =>
  [...RACEDAYS, ...NON_RACING]
    .find((e) => e.slug === slug)
    ?.days?.map(([segment]) => articleId(`${slug}-${segment}`)) ?? [];
