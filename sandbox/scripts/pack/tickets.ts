// Ticket cards, hospitality packages, memberships, and the /tickets, /packages and /memberships pages.
import { addArticle, articleId } from './articles';
import { availability } from './events';
import { type Availability, fixtureDateOf, RACEDAYS } from './events-data';
import { type Block, button, custom, dark, light, link, picture, text } from './model';

export const ENCLOSURES = {
  'queen-anne-enclosure': { name: 'Queen Anne Enclosure', badge: 'card-badge-queen-anne' },
  'village-enclosure': { name: 'Village Enclosure', badge: 'card-badge-village' },
  'windsor-enclosure': { name: 'Windsor Enclosure', badge: 'card-badge-windsor' },
  'king-edward-vi-enclosure': { name: 'The Royal Enclosure', badge: 'card-badge-royal-enclosure' },
} as const;
export type EnclosureSlug = keyof typeof ENCLOSURES;

const DESCRIPTIONS: Record<EnclosureSlug, string> = {
  'queen-anne-enclosure':
    'Grandstand access, the Parade Ring and the winning post, with bars and restaurants on every level.',
  'village-enclosure':
    'Village green atmosphere in the heart of the course: street food, bandstand music and lawn picnics.',
  'windsor-enclosure':
    'Relaxed and informal on the far side of the course, with picnic lawns and the best value tickets.',
  'king-edward-vi-enclosure':
    'The Royal Enclosure, by sponsorship only, with the Royal Box, the Royal Enclosure Garden and a strict dress code.',
};

export interface TicketFeed {
  feedId: string;
  articleIds: string[];
}
export const ticketFeeds: TicketFeed[] = [];

/** An enclosure's ticket for one fixture: its price and tag, or 'sponsorship' where badges are not sold. */
type EnclosureTicket = [price: string, tag?: Availability] | 'sponsorship';
type EnclosureTickets = Partial<Record<EnclosureSlug, EnclosureTicket>>;

/** Where a Royal Enclosure badge is asked for: it is never bought, only sponsored by a member. */
const SPONSORSHIP_ENQUIRY = '/royal-kingsmere/royal-enclosure-applications';

interface TicketedFixture {
  /** the feed's name: feed-tickets-{key} */
  key: string;
  /** the slug of the event (or day page) whose tickets these are */
  event: string;
  title: string;
  /** the fixture's date, a relative content date */
  date: string;
  royal: boolean;
  enclosures: EnclosureTickets;
}

const ROYAL_DAY_TITLES: Record<string, string> = {
  'day-one': 'Royal Kingsmere Day One',
  'day-two': 'Royal Kingsmere Day Two',
  'day-three': 'Royal Kingsmere Day Three',
  'day-four': 'Royal Kingsmere Day Four',
  'day-five': 'Royal Kingsmere Day Five',
};

// Each day of Royal Kingsmere has its own prices: Gold Cup day is the dearest, and the Saturday is sold out.
const ROYAL_DAY_TICKETS: Record<string, EnclosureTickets> = {
  'day-one': {
    'queen-anne-enclosure': ['120', 'Low Availability'],
    'village-enclosure': ['89'],
    'windsor-enclosure': ['49'],
    'king-edward-vi-enclosure': 'sponsorship',
  },
  'day-two': {
    'queen-anne-enclosure': ['115'],
    'village-enclosure': ['85'],
    'windsor-enclosure': ['45'],
    'king-edward-vi-enclosure': 'sponsorship',
  },
  'day-three': {
    'queen-anne-enclosure': ['145', 'Low Availability'],
    'village-enclosure': ['99', 'Low Availability'],
    'windsor-enclosure': ['59'],
    'king-edward-vi-enclosure': 'sponsorship',
  },
  'day-four': {
    'queen-anne-enclosure': ['125'],
    'village-enclosure': ['92'],
    'windsor-enclosure': ['52', 'Low Availability'],
    'king-edward-vi-enclosure': 'sponsorship',
  },
  'day-five': {
    'queen-anne-enclosure': ['125', 'Sold Out'],
    'village-enclosure': ['92', 'Sold Out'],
    'windsor-enclosure': ['52', 'Sold Out'],
    'king-edward-vi-enclosure': 'sponsorship',
  },
};

function fixtureDay(slug: string): string {
  if (!RACEDAYS.some((e) => e.slug === slug)) throw new Error(`tickets for ${slug}, which is no raceday`);
  return fixtureDateOf(slug);
}

const royalWeek = RACEDAYS.find((e) => e.slug === 'royal-kingsmere-week');

export const TICKETED: TicketedFixture[] = [
  {
    key: 'family-funday',
    event: 'family-funday-raceday',
    title: 'Family Funday Raceday',
    date: fixtureDay('family-funday-raceday'),
    royal: false,
    enclosures: { 'queen-anne-enclosure': ['35'], 'village-enclosure': ['25'], 'windsor-enclosure': ['15'] },
  },
  {
    key: 'friday-evening',
    event: 'friday-evening-racing-with-live-music',
    title: 'Friday Evening Racing',
    date: fixtureDay('friday-evening-racing-with-live-music'),
    royal: false,
    enclosures: {
      'queen-anne-enclosure': ['42', 'Low Availability'],
      'village-enclosure': ['32'],
      'windsor-enclosure': ['20', 'Sold Out'],
    },
  },
  {
    key: 'ridgeway-saturday',
    event: 'ridgeway-bank-saturday',
    title: 'Ridgeway Bank Saturday',
    date: fixtureDay('ridgeway-bank-saturday'),
    royal: false,
    enclosures: { 'queen-anne-enclosure': ['48'], 'village-enclosure': ['38'], 'windsor-enclosure': ['22'] },
  },
  ...(royalWeek?.days ?? []).map(([segment]) => ({
    key: `royal-${segment}`,
    event: `royal-kingsmere-week-${segment}`,
    title: ROYAL_DAY_TITLES[segment] ?? segment,
    date: fixtureDateOf('royal-kingsmere-week', segment),
    royal: true,
    enclosures: ROYAL_DAY_TICKETS[segment] ?? {},
  })),
];

/** The feed of a fixture's ticket cards, when it has them. */
export function ticketFeedOf(event: string): string | undefined {
  const fixture = TICKETED.find((f) => f.event === event);
  return fixture ? `feed-tickets-${fixture.key}` : undefined;
}

/**
 * The price a fixture's card shows, "From £x": its cheapest ticket still on sale, so the card agrees
 * with the enclosures listed under it (the cheapest of all when every one is sold out); a meeting's is
 * the cheapest of its days. Undefined for a fixture without enclosure tickets.
 */
export function fromPrice(event: string, days: readonly string[] = []): string | undefined {
  const fixture = TICKETED.find((f) => f.event === event);
  if (!fixture) {
    const daily = days.map((day) => fromPrice(day)).filter((price) => price !== undefined);
    return daily.length > 0 ? String(Math.min(...daily.map(Number))) : undefined;
  }
  const sold = Object.values(fixture.enclosures).filter((ticket) => ticket !== 'sponsorship');
  const onSale = sold.filter(([, tag]) => tag !== 'Sold Out');
  const prices = (onSale.length > 0 ? onSale : sold).map(([price]) => Number(price));
  return prices.length > 0 ? String(Math.min(...prices)) : undefined;
}

function ticketCard(fixture: TicketedFixture, enclosure: EnclosureSlug, ticket: EnclosureTicket): Block {
  const info = ENCLOSURES[enclosure];
  const [price, tag] = ticket === 'sponsorship' ? ['By sponsorship only', undefined] : ticket;
  return custom('ticket-card', {
    eventDate_string: fixture.date,
    price_string: price,
    title_string: info.name,
    description_string: DESCRIPTIONS[enclosure],
    image_content: picture(info.badge, info.name),
    availabilityTag_custom: availability(tag),
    buyTicketsButton_content:
      ticket === 'sponsorship'
        ? { link: SPONSORSHIP_ENQUIRY, title: 'Enquire' }
        : {
            link: `/tickets?fixture=${fixture.key}&enclosure=${enclosure}`,
            title: tag === 'Sold Out' ? 'Join waiting list' : 'Buy tickets',
          },
    viewEnclosure_select: enclosure,
    royalkingsmereTheme_select: fixture.royal ? 'Yes' : 'No',
  });
}

function ticketCards(fixture: TicketedFixture): void {
  const ids: string[] = [];
  for (const [enclosure, ticket] of Object.entries(fixture.enclosures) as [
    EnclosureSlug,
    EnclosureTicket,
  ][]) {
    ids.push(
      addArticle({
        slug: `ticket-${fixture.key}-${enclosure}`,
        title: `${ENCLOSURES[enclosure].name} – ${fixture.title}`,
        summary: DESCRIPTIONS[enclosure],
        image: ENCLOSURES[enclosure].badge,
        display: 'tickets',
        singlePage: false,
        publish: '@now-25d',
        tags: ['tickets', enclosure],
        file: 'tickets.json',
        content: [ticketCard(fixture, enclosure, ticket)],
      }),
    );
  }
  ticketFeeds.push({ feedId: `feed-tickets-${fixture.key}`, articleIds: ids });
}

interface PackageDef {
  slug: string;
  title: string;
  description: string;
  pre: string;
  price: string;
  post: string;
  image: string;
  graphic?: string;
  benefits: string[];
  buy: string;
  learn: string;
  category: string;
}

const PACKAGES: PackageDef[] = [
  {
    slug: 'package-the-panoramic',
    title: 'The Panoramic',
    description: 'Three-course lunch with floor-to-ceiling views of the home straight.',
    pre: 'From',
    price: '195',
    post: 'per person',
    image: 'card-plate-lamb',
    benefits: [
      'Queen Anne Enclosure badge',
      'Champagne on arrival',
      'Three-course seasonal lunch',
      'Afternoon tea',
      'Private Tote betting counter',
      'Racecard and parking',
    ],
    buy: '/enquiry-forms/fine-dining-enquiry',
    learn: '/restaurants/the-panoramic',
    category: 'packages',
  },
  {
    slug: 'package-parade-ring-restaurant',
    title: 'Parade Ring Restaurant',
    description: 'Fine dining overlooking the runners as they parade before each race.',
    pre: 'From',
    price: '265',
    post: 'per person',
    image: 'hero-parade-ring',
    benefits: [
      'Queen Anne Enclosure badge',
      'Four-course tasting menu',
      'Wine pairing',
      'Balcony over the Parade Ring',
      'Afternoon tea',
    ],
    buy: '/enquiry-forms/fine-dining-enquiry',
    learn: '/restaurants/the-parade-ring-restaurant',
    category: 'packages',
  },
  {
    slug: 'package-private-box',
    title: 'Private Box for Twelve',
    description: 'Your own box on the fourth floor with a private balcony over the winning post.',
    pre: 'From',
    price: '3,480',
    post: 'per box of 12',
    image: 'hero-private-box',
    benefits: [
      'Twelve Queen Anne badges',
      'Private balcony',
      'Dedicated host',
      'Three-course lunch',
      'Fully stocked bar',
      'Tote runner',
      'Two car park passes',
      'Personalised racecards',
    ],
    buy: '/private-boxes',
    learn: '/private-boxes',
    category: 'packages',
  },
  {
    slug: 'package-champagne-lawn-picnic',
    title: 'Champagne Lawn Picnic',
    description: 'A hamper for two on the Champagne Lawn, with a bottle of Harrowgate.',
    pre: '',
    price: '140',
    post: 'for two',
    image: 'card-champagne',
    graphic: 'card-rosette',
    benefits: [
      'Two Village Enclosure tickets',
      'Hamper for two',
      'Bottle of Harrowgate Champagne',
      'Reserved lawn spot',
    ],
    buy: '/tickets',
    learn: '/restaurants/the-champagne-lawn',
    category: 'packages',
  },
  {
    slug: 'package-kingsmere-tv',
    title: 'Kingsmere TV Season Pass',
    description: 'Every race live and on demand, plus the full archive of Royal Kingsmere.',
    pre: 'Just',
    price: '4.99',
    post: 'a month',
    image: 'hero-close-finish',
    benefits: [
      'Every race live',
      'Replays within five minutes',
      'Full Royal Kingsmere archive',
      'Behind-the-scenes features',
      'Watch on any device',
    ],
    buy: '/packages',
    learn: '/packages',
    category: 'packages',
  },
  {
    slug: 'package-royal-gallery',
    title: 'Royal Kingsmere: The Gallery',
    description: 'Royal Enclosure hospitality in our restored Victorian gallery.',
    pre: 'From',
    price: '985',
    post: 'per person',
    image: 'hero-royal-gallery',
    graphic: 'card-badge-royal-enclosure',
    benefits: [
      'Royal Enclosure badge',
      'Champagne reception',
      'Five-course lunch',
      'View of the Royal Procession',
      'Afternoon tea with strawberries',
      'Private cloakroom',
      'Dedicated Tote service',
    ],
    buy: '/enquiry-forms/royal-kingsmere-ticket-enhancements',
    learn: '/royal-kingsmere/royal-kingsmere-hospitality',
    category: 'packages',
  },
];

export function packageCard(p: Omit<PackageDef, 'slug' | 'category'>, openInNewTab = false): Block {
  const benefits = Object.fromEntries(
    p.benefits.slice(0, 8).map((benefit, index) => [`benefit${index + 1}_string`, benefit]),
  );
  return custom('package-membership-card', {
    packagemembershipTitle_string: p.title,
    description_string: p.description,
    prePrice_string: p.pre,
    price_string: p.price,
    postPrice_string: p.post,
    ...benefits,
    packagemembershipImage_content: picture(p.image, p.title),
    packagemembershipGraphic_content: p.graphic ? picture(p.graphic, `${p.title} badge`) : {},
    buyNowButton_content: link('Buy now', p.buy, false),
    learnMoreButton_content: link('Learn more', p.learn, openInNewTab),
  });
}

function buildPackages(): void {
  for (const p of PACKAGES) {
    addArticle({
      slug: p.slug,
      title: p.title,
      summary: p.description,
      image: p.image,
      display: p.category,
      singlePage: false,
      tags: ['hospitality'],
      file: 'tickets.json',
      publish: '@now-45d',
      content: [
        packageCard(p),
        text(`<p>${p.description}</p><ul>${p.benefits.map((b) => `<li>${b}</li>`).join('')}</ul>`),
      ],
    });
  }
  addArticle({
    slug: 'packages',
    title: 'Packages',
    summary: 'Hospitality, dining and the Kingsmere TV video package.',
    image: 'hero-dining-table',
    file: 'tickets.json',
    group: 'packages',
    content: [
      custom('title-and-text-block', {
        title_string: 'Find your package',
        text_string:
          '<p>Whether it is lunch in the Panoramic, a private box for the office or every race live on Kingsmere TV, there is a package for you. Kingsmere TV videos need the <strong>Kingsmere TV Season Pass</strong>: if you were sent here from a video, choose it below and sign in again.</p>',
        alignment_select: 'Centre',
        darklightTheme_custom: light(),
      }),
      custom('feed-container', {
        title_string: 'Every package',
        description_string: 'Prices are per person unless stated and include VAT.',
        feed_content: { sourceSystemId: 'feed-hospitality-packages' },
        componentType_select: 'Package/Membership Cards',
        appereance_select: 'Grid',
        button_content: link('Talk to our sales team', '/contact-us'),
        darklightTheme_custom: light(),
      }),
      custom('feed-container', {
        title_string: 'Annual memberships',
        description_string: 'Race all year from £395.',
        feed_content: { sourceSystemId: 'feed-memberships' },
        componentType_select: 'Package/Membership Cards',
        appereance_select: 'Carousel',
        button_content: link('Compare memberships', '/memberships'),
        darklightTheme_custom: dark(),
      }),
    ],
  });
}

const MEMBERSHIPS = [
  {
    slug: 'queen-anne',
    title: 'Queen Anne Annual Membership',
    price: '395',
    badge: 'card-badge-queen-anne',
    image: 'hero-enclosure-lawn',
    summary:
      'Every flat and jumps fixture in the Queen Anne Enclosure, including all five days of Royal Kingsmere.',
    benefits: [
      'Entry to 26 racedays',
      'Royal Kingsmere: all five days',
      'Two guest badges',
      'Members’ car park',
      'Members’ bar in the Grandstand',
      '10% off dining',
      'Priority booking for hospitality',
      'Members’ newsletter',
    ],
    year: 'Most members keep the same spot on the Queen Anne lawn all season, a few strides from the rail and the members’ bar. Your guest badges are yours to give on any raceday, and members book hospitality a fortnight before it goes on general sale.',
  },
  {
    slug: 'king-edward-vii',
    title: 'King Edward VII Membership',
    price: '1,150',
    badge: 'card-badge-king-edward-vii',
    image: 'hero-royal-enclosure-hats',
    summary:
      'Our premier membership: the King Edward VII lounge, reserved seating and sponsorship into the Royal Enclosure.',
    benefits: [
      'Entry to all racedays',
      'Royal Enclosure sponsorship',
      'King Edward VII lounge',
      'Reserved Grandstand seat',
      'Valet parking',
      'Four guest badges',
      'Invitations to members’ evenings',
      'Dedicated membership manager',
    ],
    year: 'Your seat in the Grandstand is reserved for you on every raceday, and the lounge opens two hours before the first race. After your first year, your membership manager can sponsor your application to the Royal Enclosure for Royal Kingsmere.',
  },
  {
    slug: 'ironstand',
    title: 'Ironstand Membership',
    price: '595',
    badge: 'card-badge-ironstand',
    image: 'hero-jumps-fence',
    summary: 'For jumps fans: every winter fixture from the historic Ironstand, with its own bar and fires.',
    benefits: [
      'All jumps fixtures',
      'The Ironstand bar and terrace',
      'Winter warmers on arrival',
      'Members’ car park',
      'Two guest badges',
      'Stable yard tour',
    ],
    year: 'The Ironstand has watched the jumps since 1902. Members have the stand’s bar, two open fires and the terrace above the last fence, and every autumn a morning in the stable yard with the trainers before the season opens.',
  },
  {
    slug: 'young-members',
    title: 'Young Members (18–29)',
    price: '145',
    badge: 'card-badge-village',
    image: 'hero-concert-stage',
    summary: 'Half-price membership for 18 to 29 year olds, with evening racing and concerts included.',
    benefits: [
      'Entry to 20 racedays',
      'Summer Concert in the Park',
      'Young members’ socials',
      'Half-price guest badges',
    ],
    year: 'Bring friends for half the price of a raceday badge, meet other young members at the socials before the evening meetings, and end the summer at the Concert in the Park, included in your membership.',
  },
];

function buildMemberships(): void {
  for (const m of MEMBERSHIPS) {
    addArticle({
      slug: m.slug,
      title: m.title,
      summary: m.summary,
      image: m.image,
      display: 'memberships',
      tags: ['memberships'],
      file: 'memberships.json',
      group: 'memberships',
      publish: '@now-60d',
      content: [
        packageCard({
          title: m.title,
          description: m.summary,
          pre: 'From',
          price: m.price,
          post: 'per year',
          image: m.image,
          graphic: m.badge,
          benefits: m.benefits,
          buy: `/memberships/${m.slug}#apply`,
          learn: `/memberships/${m.slug}`,
        }),
        custom('title-and-text-block', {
          title_string: 'Your year as a member',
          text_string: `<p>${m.year}</p><p>Membership runs for twelve months from the date you join. Badges are digital and live in the Kingsmere Park app; a printed badge is available on request.</p>`,
          alignment_select: 'Left',
          darklightTheme_custom: light(),
        }),
        custom('useful-links', {
          title_string: 'Membership help',
          links_custom: [
            {
              link_content: link('Membership FAQs', '/faqs/membership-questions'),
              description_string: 'Guest badges, renewals and transfers',
            },
            {
              link_content: link('What to wear', '/what-to-wear'),
              description_string: 'Dress codes by enclosure',
            },
            {
              link_content: link('Digital tickets', '/digital-tickets'),
              description_string: 'Your badge on your phone',
            },
          ],
        }),
        button('Apply now', `/enquiry-forms/membership-application?type=${m.slug}`),
      ],
    });
  }
  addArticle({
    slug: 'memberships',
    title: 'Annual Membership',
    summary: 'Race all year at Kingsmere Park, with Royal Kingsmere included.',
    image: 'hero-members-lawn',
    file: 'memberships.json',
    group: 'memberships',
    // One hero: the page's own. The renewal notice, for members already holding a badge, follows
    // the cards and the comparison as a band of its own, with no second picture.
    content: [
      custom('feed-container', {
        title_string: 'Choose your membership',
        description_string: '',
        feed_content: { sourceSystemId: 'feed-memberships' },
        componentType_select: 'Package/Membership Cards',
        appereance_select: 'Grid',
        button_content: {},
        darklightTheme_custom: light(),
      }),
      // The cards above carry the badges, and the memberships are the only articles tagged
      // 'memberships': a related block here would only show the same four cards again.
      membershipTable(false),
      // Limited to some visitors, so the site draws them for each visitor and never in the shared page:
      // an offer for Queen Anne members alone, and a way to pay that only UK and Irish banks offer.
      custom(
        'title-and-text-block',
        {
          title_string: 'Queen Anne members book first',
          text_string:
            '<p>Royal Enclosure guest badges for Royal Kingsmere open to Queen Anne members a week before general sale. Book yours in the members’ area of the Kingsmere Park app.</p>',
          alignment_select: 'Left',
          darklightTheme_custom: light(),
        },
        { entitlements: ['member-queen-anne'] },
      ),
      custom(
        'title-and-text-block',
        {
          title_string: 'Pay monthly by Direct Debit',
          text_string:
            '<p>Spread the cost of any membership over ten monthly payments, interest free, from a UK or Irish bank account. Choose monthly payments when you apply.</p>',
          alignment_select: 'Left',
          darklightTheme_custom: light(),
        },
        { countries: ['GB', 'IE'], isWhiteList: true },
      ),
      custom('versatile-block', {
        title_string: 'Membership renewals are open',
        subtitle_string: 'Renew before the deadline to keep your badge number',
        description_string:
          'Existing members have until the date below to renew. After that, unclaimed badges are offered to the waiting list.',
        countdownTimerDate_string: '@date+9d',
        countdownTimerTime_string: '17:00',
        backgroundImage_content: {},
        logos_custom: [],
        primaryButton_content: link('Renew now', '/memberships/queen-anne'),
        secondaryButton_content: link('Membership FAQs', '/faqs/membership-questions'),
        darklightTheme_custom: dark(),
        royalkingsmereTheme_select: 'No',
      }),
    ],
  });
}

/** The comparison table; badges in its column heads unless the page's cards already show them. */
export function membershipTable(badges = true): Block {
  const row = (header: string, marks: (boolean | string)[]): Record<string, unknown> => ({
    header_string: header,
    cells_custom: marks.map((mark) =>
      typeof mark === 'string'
        ? { icon_select: 'None', label_string: mark }
        : { icon_select: mark ? 'Tick' : 'Cross', label_string: mark ? 'Included' : 'Not included' },
    ),
  });
  return custom('table', {
    title_string: 'Compare memberships',
    columns_custom: MEMBERSHIPS.map((m) => ({
      title_string: m.title.replace(' Membership', '').replace(' Annual', ''),
      description_string: `£${m.price} a year`,
      button_content: link('Join', `/memberships/${m.slug}`),
      image_content: badges ? picture(m.badge, m.title) : {},
    })),
    rows_custom: [
      row('Flat racedays', [true, true, false, true]),
      row('Jumps racedays', [true, true, true, false]),
      row('Royal Kingsmere', ['All five days', 'All five days, Royal Enclosure', false, 'Two days']),
      row('Guest badges', ['2', '4', '2', 'Half price']),
      row('Members’ car park', [true, true, true, false]),
    ] as never,
    darklightTheme_custom: light(),
  });
}

export function buildTickets(): void {
  for (const fixture of TICKETED) ticketCards(fixture);
  buildPackages();
  buildMemberships();
  addArticle({
    slug: 'tickets',
    title: 'Raceday Tickets',
    summary: 'Choose a date, choose an enclosure. Under-18s go free at most fixtures.',
    image: 'hero-box-office',
    file: 'tickets.json',
    group: 'tickets',
    pinned: true,
    content: [
      custom('title-and-text-block', {
        title_string: 'Book your raceday',
        text_string:
          '<p>Tickets are cheapest when bought in advance; prices rise by £5 on the day. Every ticket is digital and sent to your phone. Pick a date below to see what is available in each enclosure.</p>',
        alignment_select: 'Centre',
        darklightTheme_custom: light(),
      }),
      custom('tabs-block', {
        title_string: 'Upcoming racedays',
        tabs_custom: [
          {
            tabTitle_string: 'Ridgeway Bank Saturday',
            eventDate_string: fixtureDateOf('ridgeway-bank-saturday'),
            feed_content: { sourceSystemId: 'feed-tickets-ridgeway-saturday' },
          },
          {
            tabTitle_string: 'Family Funday',
            eventDate_string: fixtureDateOf('family-funday-raceday'),
            feed_content: { sourceSystemId: 'feed-tickets-family-funday' },
          },
          {
            tabTitle_string: 'Friday Evening Racing',
            eventDate_string: fixtureDateOf('friday-evening-racing-with-live-music'),
            feed_content: { sourceSystemId: 'feed-tickets-friday-evening' },
          },
        ],
        darklightTheme_custom: light(),
      }),
      custom('tickets', {
        title_string: 'Season ticket prices',
        description_string:
          'Advance prices per adult. Under-18s go free with a paying adult except during Royal Kingsmere.',
        rows_custom: [
          {
            enclosure_string: 'Queen Anne Enclosure',
            price_string: '£35–£48',
            note_string: 'Grandstand, Parade Ring and winning post',
          },
          {
            enclosure_string: 'Village Enclosure',
            price_string: '£25–£38',
            note_string: 'Street food and live music',
          },
          { enclosure_string: 'Windsor Enclosure', price_string: '£15–£22', note_string: 'Picnics welcome' },
          {
            enclosure_string: 'Royal Enclosure',
            price_string: 'By sponsorship',
            note_string: 'Royal Kingsmere only',
          },
        ],
        button_content: link('Group discounts', '/groups'),
        darklightTheme_custom: light(),
      }),
      custom('useful-links', {
        title_string: 'Before you book',
        links_custom: [
          {
            link_content: link('Digital tickets', '/digital-tickets'),
            description_string: 'How your ticket reaches your phone',
          },
          { link_content: link('Groups of 10 or more', '/groups'), description_string: 'Save up to 20%' },
          { link_content: link('Accessibility', '/accessibility'), description_string: 'Free carer tickets' },
          {
            link_content: link('Terms and conditions', '/tcs-page/general-conditions'),
            description_string: 'Conditions of entry',
          },
          {
            link_content: link('Refunds', '/kingsmere-policies/refunds-policy'),
            description_string: 'If a fixture is abandoned',
          },
        ],
      }),
      custom('faq-cards', {
        title_string: 'Ticket questions',
        feed_content: { sourceSystemId: 'feed-faqs' },
      }),
    ],
  });
}

export const packageIds = (): string[] => PACKAGES.map((p) => articleId(p.slug));
/** The packages of a day at the races: every package but the video subscription. */
export const hospitalityPackageIds = (): string[] =>
  PACKAGES.filter((p) => p.slug !== 'package-kingsmere-tv').map((p) => articleId(p.slug));
export const membershipIds = (): string[] => MEMBERSHIPS.map((m) => articleId(m.slug));
/** Every picture a hospitality package card shows: its image and its badge graphic. */
export const packagePictures = (): string[] =>
  PACKAGES.flatMap((p) => [p.image, ...(p.graphic ? [p.graphic] : [])]);
