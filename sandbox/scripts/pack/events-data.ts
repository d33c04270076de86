// Fixtures: racedays (with the five days of Royal Kingsmere week) and non-racing events, and three
// meetings that have already run, which fixture lists leave out. Dates are day offsets from the pack's
// load time (negative for the past), so the calendar never goes stale. A fixture named for its day
// (Ridgeway Bank Saturday, the Tuesday to Saturday of Royal Kingsmere) gives that weekday, and its date
// moves to it (relative dates' `:sat`, docs/content-pack.md), so its words and its date agree whatever
// the clock.

export type Availability = 'Sold Out' | 'Low Availability' | undefined;

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface EventDef {
  slug: string;
  title: string;
  summary: string;
  day: number;
  /** the weekday of its first day, when the fixture's words name it: its date falls on that weekday */
  weekday?: Weekday;
  gates: string;
  start: string;
  image: string;
  /** the cheapest adult ticket in pounds, when the fixture has no enclosure tickets to give it; none while tickets are not on sale */
  price?: string;
  availability?: Availability;
  royal?: boolean;
  sponsor?: string;
  intro: string;
  highlights: [string, string][];
  races?: [string, string, string][];
  filters: string[];
  /** where the card's booking button goes, when not the tickets page: a free event's registration */
  bookAt?: string;
  /** the card's second button, when not Hospitality: [label, address] */
  alsoSee?: [string, string];
  /**
   * day pages below the event: [segment, title, day offset, summary, image]; the last is the meeting's
   * end. Each day has its own picture, so the event's page never shows one picture on every card.
   */
  days?: [string, string, number, string, string][];
}

export const RACEDAYS: EventDef[] = [
  {
    slug: 'family-funday-raceday',
    title: 'Family Funday Raceday',
    day: 3,
    gates: '11:00',
    start: '13:30',
    image: 'hero-spring-family',
    price: '25',
    summary: 'Seven races, a funfair on the Village lawn and free entry for under-18s.',
    intro:
      'Our first family raceday of the season fills the Village Enclosure with fairground rides, pony rides, face painting and a bouncy castle shaped like the grandstand. Under-18s go free with a paying adult, and the racing runs from 13:30 with the Thistledown Family Handicap as the feature.',
    highlights: [
      ['Free for under-18s', 'Children go free with every adult ticket; bring the whole family.'],
      ['Funfair and pony rides', 'Rides on the Village lawn from 11:00 until the last race.'],
      [
        'Picnics welcome',
        'Bring your own picnic to the Village Enclosure, or buy one from the Picnic Pantry.',
      ],
    ],
    races: [
      ['13:30', 'Ashcombe Coffee Maiden Stakes', '6f'],
      ['14:05', 'Fairlie Racing Radio Novice Stakes', '7f'],
      ['14:40', 'Thistledown Family Handicap', '1m'],
      ['15:15', 'Blackthorn Cider Handicap', '1m 2f'],
      ['15:50', 'Quarry Hill Farm Fillies’ Handicap', '1m 4f'],
      ['16:25', 'Highcliffe Water Handicap', '5f'],
      ['17:00', 'Lindqvist Optics Apprentice Handicap', '1m'],
    ],
    filters: ['filter-flat-racing', 'filter-family', 'filter-spring', 'filter-daytime'],
  },
  {
    slug: 'friday-evening-racing-with-live-music',
    title: 'Friday Evening Racing with Live Music',
    day: 6,
    weekday: 'fri',
    gates: '16:30',
    start: '18:00',
    image: 'hero-summer-evening',
    price: '32',
    availability: 'Low Availability',
    sponsor: 'pemberton-estates',
    summary:
      'Six races under the evening sun, then a full live set from The Brass Lanterns on the Bandstand lawn.',
    intro:
      'Finish the working week at Kingsmere Park. Gates open at 16:30, the first race is at 18:00, and after the last race The Brass Lanterns play a ninety-minute set of soul and Motown on the Bandstand lawn. Tickets are selling fast: fewer than 300 remain in the Queen Anne Enclosure.',
    highlights: [
      ['Live music after racing', 'The Brass Lanterns take the stage at 21:00.'],
      [
        'Street food village',
        'Twelve traders around the Bandstand, from wood-fired pizza to Korean fried chicken.',
      ],
      ['Last trains', 'Extra services leave Kingsmere Halt at 22:35 and 23:05.'],
    ],
    races: [
      ['18:00', 'Pemberton Estates Maiden Stakes', '7f'],
      ['18:30', 'Pemberton Estates Handicap', '1m'],
      ['19:00', 'Saltmarsh Seafood Handicap', '6f'],
      ['19:30', 'Corbel & Finch Fillies’ Handicap', '1m 2f'],
      ['20:00', 'Fairlie Racing Radio Handicap', '5f'],
      ['20:30', 'Kingsmere Evening Handicap', '1m 4f'],
    ],
    filters: ['filter-flat-racing', 'filter-music', 'filter-summer', 'filter-evening'],
  },
  {
    slug: 'ridgeway-bank-saturday',
    title: 'Ridgeway Bank Saturday',
    day: 10,
    weekday: 'sat',
    gates: '11:30',
    start: '13:50',
    image: 'hero-ridgeway-raceday',
    price: '38',
    sponsor: 'ridgeway-bank',
    summary:
      'A competitive Saturday card headed by the £100,000 Ridgeway Bank Handicap over the straight mile.',
    intro:
      'One of the big betting races of the summer: the Ridgeway Bank Handicap sends up to thirty runners down the straight mile, split across both sides of the track. The card also features the final qualifier of the Ridgeway Bank Apprentice Series.',
    highlights: [
      ['£100,000 feature race', 'The Ridgeway Bank Handicap at 15:35.'],
      ['Apprentice Series', 'The last qualifier before the final on Champions Day.'],
      ['Dining', 'The Parade Ring Restaurant and The Panoramic are open; book ahead.'],
    ],
    races: [
      ['13:50', 'Ridgeway Bank Apprentice Handicap', '1m 2f'],
      ['14:25', 'Wexford Bloodstock Maiden Stakes', '6f'],
      ['15:00', 'Marlow Sprint', '5f'],
      ['15:35', 'Ridgeway Bank Handicap', '1m'],
      ['16:10', 'Calloway Hotels Handicap', '1m 4f'],
      ['16:45', 'Greyfriars Tailoring Handicap', '7f'],
      ['17:20', 'Ridgeway Bank Private Banking Handicap', '2m'],
    ],
    filters: ['filter-flat-racing', 'filter-summer', 'filter-daytime'],
  },
  {
    slug: 'royal-kingsmere-week',
    title: 'Royal Kingsmere',
    day: 20,
    weekday: 'tue',
    gates: '10:30',
    start: '14:30',
    image: 'hero-royal-procession',
    price: '89',
    royal: true,
    summary:
      'Five days of the finest flat racing in the world, opened each afternoon by the Royal Procession.',
    intro:
      'Royal Kingsmere is five days of Group racing, tradition and style. Each afternoon at 14:00 the Royal Procession of landaus sweeps down the straight mile, and at 14:30 the first of seven races begins. Book each day below; the Saturday is already sold out.',
    highlights: [
      ['The Royal Procession', 'Daily at 14:00, down the straight mile from the Golden Gates.'],
      ['Eight Group 1 races', 'Including the Kingsmere Gold Cup on Thursday.'],
      ['Singing round the Bandstand', 'After the last race every day, songbooks provided.'],
    ],
    races: [
      ['14:30', 'Kingsmere Crown Stakes (Group 1)', '1m'],
      ['15:05', 'Golden Gates Stakes (Group 2)', '6f'],
      ['15:40', 'Mereside Sprint (Group 1)', '5f'],
      ['16:20', 'Silver Coronet Stakes (Group 1)', '1m'],
      ['17:00', 'Royal Meadow Handicap', '2m 4f'],
      ['17:35', 'Lakeside Stakes', '5f'],
      ['18:10', 'Kingsmere Copper Horse Handicap', '1m 6f'],
    ],
    filters: ['filter-flat-racing', 'filter-summer', 'filter-daytime'],
    days: [
      [
        'day-one',
        'Royal Kingsmere – Day One',
        20,
        'Tuesday’s opening card features three Group 1 races, starting with the Kingsmere Crown Stakes.',
        'hero-royal-crown-stakes',
      ],
      [
        'day-two',
        'Royal Kingsmere – Day Two',
        21,
        'Wednesday brings the Prince Regent Stakes, one of the great middle-distance races of the year.',
        'hero-royal-prince-regent',
      ],
      [
        'day-three',
        'Royal Kingsmere – Gold Cup Day',
        22,
        'Thursday is Gold Cup day: two and a half miles for the stayers’ crown.',
        'hero-royal-gold-cup',
      ],
      [
        'day-four',
        'Royal Kingsmere – Day Four',
        23,
        'Friday’s Silver Coronet Stakes brings together the best three-year-old fillies.',
        'hero-royal-enclosure-hats',
      ],
      [
        'day-five',
        'Royal Kingsmere – Finale',
        24,
        'Saturday’s finale and the Jubilee Sprint. This day is sold out.',
        'hero-royal-finale',
      ],
    ],
  },
  {
    slug: 'summer-mile-saturday',
    title: 'Summer Mile Saturday',
    day: -2,
    weekday: 'sat',
    gates: '11:00',
    start: '13:40',
    image: 'hero-summer-mile-evening',
    price: '42',
    summary: 'The Group 2 Summer Mile and a sell-out crowd for the party after racing.',
    intro:
      'A sell-out crowd saw Silver Lantern come from last to first to win the Group 2 Summer Mile by a short head from Copper Kettle, the biggest win of Isabel Thorne’s career. The DJ set on the Bandstand lawn kept the party going until the gates closed. Replays of every race are on Kingsmere TV.',
    highlights: [
      ['Summer Mile result', 'Silver Lantern by a short head from Copper Kettle.'],
      ['Replays', 'Every race on Kingsmere TV.'],
      ['Next raceday', 'The Family Funday Raceday, with free entry for under-18s.'],
    ],
    races: [
      ['13:40', 'Kestrel Air Handicap', '1m 2f'],
      ['14:15', 'Merriweather Florists Fillies’ Stakes', '7f'],
      ['14:50', 'Saltmarsh Seafood Sprint Handicap', '6f'],
      ['15:20', 'Summer Mile (Group 2)', '1m'],
      ['16:00', 'Fenwick & Hale Handicap', '1m 4f'],
      ['16:35', 'Northgate Logistics Handicap', '5f'],
    ],
    filters: ['filter-flat-racing', 'filter-summer', 'filter-daytime'],
  },
  {
    slug: 'kingsmere-champions-raceday',
    title: 'Kingsmere Champions Day',
    day: 45,
    gates: '11:00',
    start: '13:25',
    image: 'hero-champions-autumn',
    price: '55',
    availability: 'Sold Out',
    sponsor: 'sterling-rowe',
    summary:
      'The richest raceday of the year: five championship races and the crowning of the season’s champion jockey.',
    intro:
      'Every ticket for Champions Day has now been sold: join the returns list through our ticket office, or watch live on Kingsmere TV. Five championship races are worth more than £4 million, and the champion jockey and champion trainer are crowned in the Parade Ring after the last race.',
    highlights: [
      ['Sold out', 'Join the returns list at the ticket office; every race live on Kingsmere TV.'],
      ['Champions crowned', 'Presentation in the Parade Ring at 17:15.'],
      ['Autumn menus', 'Seasonal dishes across all our restaurants.'],
    ],
    races: [
      ['13:25', 'Long Distance Championship', '2m'],
      ['14:05', 'Sprint Championship', '6f'],
      ['14:40', 'Fillies and Mares Championship', '1m 4f'],
      ['15:20', 'Mile Championship', '1m'],
      ['16:00', 'Sterling Rowe Champion Stakes', '1m 2f'],
      ['16:40', 'Mereside Handicap', '1m'],
    ],
    filters: ['filter-flat-racing', 'filter-autumn', 'filter-daytime'],
  },
  {
    slug: 'fireworks-and-floodlights-raceday',
    title: 'Fireworks and Floodlights Raceday',
    day: 60,
    gates: '15:00',
    start: '16:30',
    image: 'hero-fireworks-night',
    price: '30',
    summary: 'Jump racing under the floodlights, then the biggest fireworks display in the county.',
    intro:
      'Our autumn floodlit raceday runs six jump races under the new floodlights, followed by a twenty-minute fireworks display choreographed to music. Fancy dress is encouraged and the best costume wins a year’s membership.',
    highlights: [
      ['Fireworks at 20:00', 'Best viewed from the Grandstand steps.'],
      ['Fancy dress', 'Best costume wins a Queen Anne annual badge.'],
      ['Hot food', 'Soup, pies and toasted marshmallows around the fire pits.'],
    ],
    races: [
      ['16:30', 'Oakhurst Novices’ Hurdle', '2m'],
      ['17:05', 'Harvest Moon Handicap Chase', '2m 4f'],
      ['17:40', 'Lantern Handicap Hurdle', '3m'],
      ['18:15', 'Floodlit Beginners’ Chase', '2m'],
      ['18:50', 'Pumpkin Mares’ Hurdle', '2m 3f'],
      ['19:25', 'Bonfire Bumper', '2m'],
    ],
    filters: ['filter-jump-racing', 'filter-family', 'filter-autumn', 'filter-evening'],
  },
  {
    slug: 'christmas-jumpers-raceday',
    title: 'Christmas Jumpers Raceday',
    day: 80,
    gates: '10:45',
    start: '12:25',
    image: 'hero-winter-frost',
    summary: 'Wear your best festive knit for a day of jump racing, carols and mulled wine.',
    intro:
      'The jumps season’s festive highlight. Wear a Christmas jumper and a £2 donation goes to our charity partner for every one counted at the gates. The Christmas Market is open on the same day.',
    highlights: [
      ['Christmas jumpers', '£2 to the Kingsmere Racing Welfare Fund for every one.'],
      ['Carols', 'The Kingsmere Community Choir at the Bandstand after racing.'],
      ['Christmas Market', 'Sixty chalets open from 10:00.'],
    ],
    races: [
      ['12:25', 'Mistletoe Novices’ Hurdle', '2m'],
      ['13:00', 'Oakhurst Handicap Chase', '3m'],
      ['13:35', 'Kingsmere Christmas Hurdle', '2m 4f'],
      ['14:10', 'Silver Birch Chase', '2m 5f'],
      ['14:45', 'Holly Handicap Hurdle', '2m 7f'],
      ['15:15', 'Yuletide Bumper', '2m'],
    ],
    filters: ['filter-jump-racing', 'filter-family', 'filter-winter', 'filter-daytime'],
  },

  {
    slug: 'november-jumps-saturday',
    title: 'November Jumps Saturday',
    day: -12,
    weekday: 'sat',
    gates: '11:00',
    start: '12:40',
    image: 'hero-jumps-fence',
    price: '26',
    summary: 'The jumps season’s first big Saturday, headed by the Oakhurst Gold Cup Chase.',
    intro:
      'Silver Birch Lad won the Oakhurst Gold Cup Chase by four lengths under a patient ride, and a crowd of nine thousand saw the home-trained Marsh Harrier land the opening novices’ hurdle. Replays of every race are on Kingsmere TV.',
    highlights: [
      ['Oakhurst Gold Cup Chase', 'Won by Silver Birch Lad, trained on the Lambourn Downs.'],
      ['Replays', 'Every race on Kingsmere TV.'],
      ['Next jumps fixture', 'The Christmas Jumpers Raceday; tickets on sale now.'],
    ],
    races: [
      ['12:40', 'Marsh Harrier Novices’ Hurdle', '2m'],
      ['13:15', 'Fenwick & Hale Handicap Hurdle', '2m 4f'],
      ['13:50', 'Oakhurst Gold Cup Chase', '3m'],
      ['14:25', 'Greyfriars Tailoring Mares’ Chase', '2m 5f'],
      ['15:00', 'Kingsmere Conditional Jockeys’ Hurdle', '2m 3f'],
    ],
    filters: ['filter-jump-racing', 'filter-autumn', 'filter-daytime'],
  },
  {
    slug: 'autumn-flat-finale',
    title: 'Autumn Flat Finale',
    day: -40,
    gates: '11:30',
    start: '13:30',
    image: 'hero-misty-gallops',
    price: '30',
    summary: 'The last flat fixture of the season on the turf, with the Mereside Autumn Handicap.',
    intro:
      'Six races on a sunlit afternoon. Copper Kettle took the Mereside Autumn Handicap from the front, and the season’s leading apprentice was presented with her trophy in the Parade Ring.',
    highlights: [
      ['Mereside Autumn Handicap', 'Won from the front by Copper Kettle.'],
      ['Apprentice champion', 'Presented in the Parade Ring after the last race.'],
      ['Next on the flat', 'Summer Mile Saturday, with the Group 2 Summer Mile.'],
    ],
    races: [
      ['13:30', 'Calloway Hotels Maiden Stakes', '7f'],
      ['14:05', 'Quarry Hill Farm Nursery', '6f'],
      ['14:40', 'Mereside Autumn Handicap', '1m 2f'],
      ['15:15', 'Northgate Logistics Handicap', '1m'],
      ['15:50', 'Saltmarsh Seafood Sprint', '5f'],
      ['16:25', 'Season’s End Apprentice Handicap', '1m 4f'],
    ],
    filters: ['filter-flat-racing', 'filter-autumn', 'filter-daytime'],
  },
];

export const NON_RACING: EventDef[] = [
  {
    slug: 'kingsmere-food-festival',
    title: 'Kingsmere Food Festival',
    day: 17,
    weekday: 'sat',
    gates: '10:00',
    start: '10:00',
    image: 'hero-dining-table',
    price: '15',
    sponsor: 'quarry-hill-farm',
    summary: 'Two days of chef demonstrations, producers’ market and long-table feasts in the Grandstand.',
    intro:
      'More than eighty producers fill the Grandstand concourse and the Parade Ring lawn. Watch our executive chef and guests cook on the demonstration stage, join a tasting masterclass, and book a seat at the long-table feast on Saturday night.',
    highlights: [
      ['80 producers', 'From Quarry Hill Farm lamb to Saltmarsh oysters.'],
      ['Chef demonstrations', 'Every hour on the Parade Ring stage.'],
      ['Long-table feast', 'Saturday at 19:00; separate ticket.'],
    ],
    filters: ['filter-food-and-drink', 'filter-summer', 'filter-daytime'],
    days: [
      [
        'day-one',
        'Kingsmere Food Festival – Saturday',
        17,
        'Saturday: the full producers’ market, chef demonstrations and the long-table feast.',
        'hero-food-market-evening',
      ],
      [
        'day-two',
        'Kingsmere Food Festival – Sunday',
        18,
        'Sunday: family cookery school, the bake-off final and a Sunday roast in the Panoramic.',
        'hero-food-market-day',
      ],
    ],
  },
  {
    slug: 'wedding-fair',
    title: 'Kingsmere Wedding Fair',
    day: 15,
    gates: '11:00',
    start: '11:00',
    image: 'hero-orangery-wedding',
    price: '0',
    summary: 'Meet our wedding team and forty suppliers, and tour every ceremony room.',
    intro:
      'See the Orangery, the Paddock Pavilion and the Royal Enclosure Garden dressed for a wedding, taste canapés from our banqueting team, and meet photographers, florists and bands. Entry is free but please register.',
    highlights: [
      ['Free entry', 'Register for a time slot.'],
      ['Catwalk shows', 'At 12:00 and 14:30.'],
      ['Exclusive offers', 'For couples who book on the day.'],
    ],
    filters: ['filter-food-and-drink', 'filter-summer', 'filter-daytime'],
    bookAt: '/enquiry-forms/wedding-enquiry',
    alsoSee: ['Weddings', '/weddings'],
  },
  {
    slug: 'summer-concert-in-the-park',
    title: 'Summer Concert in the Park',
    day: 35,
    gates: '17:00',
    start: '19:30',
    image: 'hero-concert-stage',
    price: '45',
    availability: 'Low Availability',
    summary: 'An open-air concert on the Grandstand lawn with a full orchestra and fireworks finale.',
    intro:
      'The Kingsmere Festival Orchestra plays film scores and classical favourites on the Grandstand lawn, ending with fireworks over the lake. Bring blankets and low chairs; picnics are welcome.',
    highlights: [
      ['Full orchestra', 'Seventy musicians on stage.'],
      ['Fireworks finale', 'Set to the 1812 Overture.'],
      ['Picnic friendly', 'Low-backed chairs and blankets welcome.'],
    ],
    filters: ['filter-music', 'filter-summer', 'filter-evening'],
  },
  {
    slug: 'classic-car-show',
    title: 'Classic Car Show',
    day: 40,
    gates: '09:30',
    start: '09:30',
    image: 'hero-kites-open-day',
    price: '18',
    availability: 'Sold Out',
    summary: 'Four hundred classic cars on the infield and a parade lap of the racecourse.',
    intro: 'The Classic Car Show is sold out this year. Exhibitors should use the North Gate from 07:30.',
    highlights: [
      ['400 cars', 'From pre-war tourers to 1990s hot hatches.'],
      ['Parade laps', 'On the all-weather track at 12:00 and 15:00.'],
      ['Autojumble', 'In Car Park B.'],
    ],
    filters: ['filter-family', 'filter-summer', 'filter-daytime'],
  },
  {
    slug: 'christmas-market',
    title: 'Kingsmere Christmas Market',
    day: 70,
    gates: '10:00',
    start: '10:00',
    image: 'hero-christmas-party',
    price: '6',
    summary: 'Sixty wooden chalets, a skating rink and Father Christmas in the Weighing Room.',
    intro:
      'Our Christmas Market fills the Grandstand concourse with sixty chalets selling gifts, food and mulled wine, with an outdoor skating rink on the Parade Ring and Father Christmas in the historic Weighing Room.',
    highlights: [
      ['Skating rink', 'Sessions every 45 minutes; skates included.'],
      ['Father Christmas', 'Book a visit to the Weighing Room grotto.'],
      ['Late nights', 'Open until 21:00 on Fridays.'],
    ],
    filters: ['filter-family', 'filter-food-and-drink', 'filter-winter', 'filter-daytime'],
  },
];

/**
 * The picture on each highlight card of an event's page, in the order of its highlights. Each tells
 * that highlight's story, and none repeats a picture the page already shows: the event's own
 * picture, its day cards, the hospitality packages in 'Make a day of it', or the other events in
 * 'You might also like' (events.ts checks this when the pack is built).
 */
export const HIGHLIGHT_PICTURES: Record<string, string[]> = {
  'family-funday-raceday': ['card-badge-village', 'hero-kites-open-day', 'hero-meadow'],
  'friday-evening-racing-with-live-music': [
    'hero-bandstand-evening',
    'hero-food-market-evening',
    'hero-course-map',
  ],
  'ridgeway-bank-saturday': ['card-trophy', 'hero-start-stalls', 'card-table-tasting'],
  'royal-kingsmere-week': ['hero-royal-landaus', 'card-trophy', 'hero-bandstand-evening'],
  'summer-mile-saturday': ['hero-summer-mile-finish', 'card-racecard', 'hero-bandstand-evening'],
  'kingsmere-champions-raceday': ['hero-finish-line', 'card-trophy', 'card-table-grill'],
  'fireworks-and-floodlights-raceday': ['hero-grandstand-day', 'card-hat-emerald', 'card-table-carvery'],
  'christmas-jumpers-raceday': ['hero-birch-chase-winter', 'hero-bandstand-evening', 'hero-christmas-party'],
  'november-jumps-saturday': ['hero-birch-chase-winter', 'hero-photo-finish-grey', 'card-racecard'],
  'autumn-flat-finale': ['hero-finish-line', 'card-trophy', 'hero-start-stalls'],
  'kingsmere-food-festival': ['card-table-platters', 'card-table-tasting', 'card-table-carvery'],
  'wedding-fair': ['card-racecard', 'hero-millinery-display', 'card-cocktails-champagne-bar'],
  'summer-concert-in-the-park': ['hero-bandstand-evening', 'hero-fireworks-night', 'hero-meadow'],
  'classic-car-show': ['hero-grandstand-day', 'hero-finish-line', 'hero-course-map'],
  'christmas-market': ['hero-winter-frost', 'hero-stable-yard', 'hero-bandstand-evening'],
};

/**
 * The date of a fixture's day as a relative content date: its first day unless a day offset is given
 * (a later day of a meeting). A fixture with a weekday has each of its days on the weekday that follows
 * from the first, so the five days of Royal Kingsmere are always Tuesday to Saturday.
 */
export function fixtureDate(event: EventDef, day: number = event.day): string {
  const offset = day < 0 ? `${day}d` : `+${day}d`;
  if (!event.weekday) return `@date${offset}`;
  const first = WEEKDAYS.indexOf(event.weekday);
  return `@date${offset}:${WEEKDAYS[(((first + day - event.day) % 7) + 7) % 7]}`;
}

/** The date of a fixture (or of one day of a meeting, by its segment), by the fixture's slug. */
export function fixtureDateOf(slug: string, segment?: string): string {
  const event = [...RACEDAYS, ...NON_RACING].find((e) => e.slug === slug);
  if (!event) throw new Error(`no fixture ${slug}`);
  if (segment === undefined) return fixtureDate(event);
  const day = event.days?.find(([name]) => name === segment)?.[2];
  if (day === undefined) throw new Error(`${slug} has no day ${segment}`);
  return fixtureDate(event, day);
}
