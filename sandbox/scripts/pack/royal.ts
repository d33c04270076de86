// Royal Kingsmere pages, the enclosures, what to wear, and the horse-races-and-events overviews.
import { addArticle } from './articles';
import { fixtureDateOf } from './events-data';
import {
  type Block,
  button,
  collection,
  custom,
  dark,
  gallery,
  image,
  light,
  link,
  liveBlog,
  picture,
  png,
  quote,
  related,
  text,
  video,
} from './model';
import { sponsor } from './partners-data';
import { ENCLOSURES, type EnclosureSlug } from './tickets';

const royalTheme = { royalkingsmereTheme_select: 'Yes' };

function page(
  slug: string,
  title: string,
  summary: string,
  imageName: string,
  display: string | undefined,
  group: string,
  file: string,
  content: Block[],
  extra: { tags?: string[]; publish?: string } = {},
): void {
  addArticle({
    slug,
    title,
    summary,
    image: imageName,
    display,
    group,
    file,
    content,
    tags: extra.tags ?? [],
    publish: extra.publish ?? '@now-50d',
  });
}

function buildRoyalPages(): void {
  const f = 'royal-kingsmere.json';
  const g = 'royal-kingsmere';
  page(
    'tickets-and-enclosures',
    'Royal Kingsmere Tickets and Enclosures',
    'Four enclosures, five days: find the right ticket for your Royal Kingsmere.',
    'hero-royal-enclosure-hats',
    g,
    g,
    f,
    [
      custom('versatile-block', {
        title_string: 'Royal Kingsmere',
        subtitle_string: 'The countdown to the Royal Procession',
        description_string:
          'The final day is sold out. The first four days remain on sale in every enclosure.',
        countdownTimerDate_string: fixtureDateOf('royal-kingsmere-week'),
        countdownTimerTime_string: '14:00',
        backgroundImage_content: picture('hero-royal-procession', 'The Royal Procession'),
        logos_custom: [
          { logo_content: { image: png('logo-royal-kingsmere-reversed'), altText: 'Royal Kingsmere' } },
          { logo_content: { image: png('sponsor-harrowgate-champagne'), altText: 'Harrowgate Champagne' } },
        ],
        primaryButton_content: link('Book tickets', '#tickets'),
        secondaryButton_content: link('What to wear', '/what-to-wear/royal-enclosure-dress-code'),
        darklightTheme_custom: dark(),
        ...royalTheme,
      }),
      custom('anchor-tab', {
        anchors_custom: [
          { label_string: 'Tickets', anchorId_string: 'tickets' },
          { label_string: 'Enclosures', anchorId_string: 'enclosures' },
          { label_string: 'Dress code', anchorId_string: 'dress-code' },
        ],
      }),
      {
        ...custom('tabs-section', {
          title_string: 'Tickets for Day One',
          description_string: 'The Royal Enclosure tab appears only for Royal Kingsmere.',
          feed_content: { sourceSystemId: 'feed-tickets-royal-day-one' },
          ...royalTheme,
        }),
        id: 'tickets',
      },
      {
        ...custom('section-block', {
          title_string: 'The four enclosures',
          description_string: 'Each enclosure has its own character, dress code and facilities.',
          image_content: picture('hero-enclosure-lawn', 'Enclosure lawns'),
          sectionId_string: 'enclosures',
          blocks_content: [
            text(
              '<p>The <a href="/enclosures/king-edward-vi-enclosure">Royal Enclosure</a> is by sponsorship only. The <a href="/enclosures/queen-anne-enclosure">Queen Anne Enclosure</a> has the Parade Ring and the winning post; the <a href="/enclosures/village-enclosure">Village Enclosure</a> has street food and music into the evening; the <a href="/enclosures/windsor-enclosure">Windsor Enclosure</a> is the place for a picnic.</p>',
            ),
          ],
          darklightTheme_custom: light(),
          ...royalTheme,
        }),
        id: 'enclosures',
      },
      {
        ...custom('dark-text-block', {
          textBlock_content:
            '<h3>Dress code</h3><p>Each enclosure has its own dress code during Royal Kingsmere, and it is enforced at the gates. Read the <a href="/what-to-wear">What to Wear guide</a> before you travel.</p>',
        }),
        id: 'dress-code',
      },
    ],
    { tags: ['royal-kingsmere', 'tickets'] },
  );
  page(
    'royal-kingsmere-hospitality',
    'Royal Kingsmere Hospitality',
    'From the Gallery to a private box above the winning post.',
    'hero-dining-table',
    g,
    g,
    f,
    [
      text(
        '<p>Royal Kingsmere hospitality combines Royal Enclosure or Queen Anne badges with lunch, afternoon tea and the best views of the Royal Procession. Every package is hosted, and most include a dedicated Tote service.</p>',
      ),
      custom('feed-container', {
        title_string: 'Royal hospitality packages',
        description_string: 'Prices per person, including VAT.',
        feed_content: { sourceSystemId: 'feed-raceday-hospitality' },
        componentType_select: 'Package/Membership Cards',
        appereance_select: 'Carousel',
        button_content: link('Make an enquiry', '/enquiry-forms/royal-kingsmere-ticket-enhancements'),
        darklightTheme_custom: dark(),
        ...royalTheme,
      }),
      quote(
        'The Gallery on Gold Cup day is the best seat in racing: the horses come past the window, and the strawberries are ready when they do.',
        'Lady Harriet Ashworth, Royal Enclosure member since 1988',
      ),
    ],
    { tags: ['royal-kingsmere', 'hospitality'] },
  );
  page(
    'the-royal-procession',
    'The Royal Procession',
    'At 14:00 each day the landaus sweep down the straight mile.',
    'hero-royal-procession',
    g,
    g,
    f,
    [
      text(
        '<p>The Royal Procession has opened every afternoon of Royal Kingsmere since 1825. Four open landaus, each drawn by four Windsor Greys, enter through the Golden Gates and travel the length of the straight mile to the Royal Box.</p><p>The best views are from the rails of the Queen Anne and Windsor Enclosures. Arrive by 13:30 to secure a spot.</p>',
      ),
      video({
        sourceSystem: 'STREAM',
        sourceSystemId: '1_rk7procession',
        title: 'The Royal Procession in two minutes',
        variant: 'feature-block',
        dark: true,
        poster: 'hero-royal-landaus',
      }),
      gallery(
        'The Procession through the years',
        [
          ['hero-royal-enclosure-hats', 'Hats on the Royal Enclosure lawn'],
          ['hero-grandstand-day', 'Crowds on the Grandstand steps'],
          ['hero-enclosure-lawn', 'The Queen Anne lawn'],
        ],
        'CAROUSEL',
        true,
      ),
    ],
    { tags: ['royal-kingsmere'] },
  );
  page(
    'royal-enclosure-applications',
    'Applying to the Royal Enclosure',
    'First-time applicants need a sponsor who has attended for at least four years.',
    'card-badge-royal-enclosure',
    g,
    g,
    f,
    [
      collection('How to apply', 'Three steps to your first Royal Enclosure badge.', [
        [
          '1. Find a sponsor',
          [
            text(
              '<p>Your sponsor must have held a Royal Enclosure badge for at least four years and must attend with you.</p>',
            ),
          ],
        ],
        [
          '2. Apply online',
          [
            text(
              '<p>Applications open in January and close at the end of March. Allow six weeks for a decision.</p>',
            ),
            button('Register your interest', '/enquiry-forms/royal-kingsmere-ticket-enhancements'),
          ],
        ],
        ['3. Collect your badge', [text('<p>Badges are digital. Bring photo ID on your first day.</p>')]],
      ]),
    ],
    { tags: ['royal-kingsmere'] },
  );
  page(
    'royal-kingsmere-race-schedule',
    'Royal Kingsmere Race Schedule',
    'Every race across the five days, with times and distances.',
    'hero-finish-line',
    g,
    g,
    f,
    [
      custom('feed-container', {
        title_string: 'The five days',
        description_string: '',
        feed_content: { sourceSystemId: 'feed-days-royal-kingsmere-week' },
        componentType_select: 'Raceday/Event Cards',
        appereance_select: 'Carousel',
        button_content: link('Buy tickets', '/royal-kingsmere/tickets-and-enclosures'),
        darklightTheme_custom: dark(),
        ...royalTheme,
      }),
      custom('table', {
        title_string: 'Group 1 races',
        columns_custom: [
          { title_string: '', description_string: '', button_content: {}, image_content: {} },
          { title_string: 'Race', description_string: '', button_content: {}, image_content: {} },
          { title_string: 'Distance', description_string: '', button_content: {}, image_content: {} },
        ],
        rows_custom: [
          ['Tuesday', 'Kingsmere Crown Stakes', '1m'],
          ['Tuesday', 'Mereside Sprint', '5f'],
          ['Wednesday', 'Prince Regent Stakes', '1m 2f'],
          ['Thursday', 'Kingsmere Gold Cup', '2m 4f'],
          ['Friday', 'Silver Coronet Stakes', '1m'],
          ['Saturday', 'Jubilee Sprint', '6f'],
        ].map(([day, race, distance]) => ({
          header_string: day as string,
          cells_custom: [
            { icon_select: 'None', label_string: day as string },
            { icon_select: 'None', label_string: race as string },
            { icon_select: 'None', label_string: distance as string },
          ],
        })),
        darklightTheme_custom: dark(),
      }),
    ],
    { tags: ['royal-kingsmere'] },
  );
  page(
    'royal-kingsmere-live',
    'Royal Kingsmere Live',
    'Live updates from the course: results, fashion and the Royal Procession.',
    'hero-close-finish',
    g,
    g,
    f,
    [
      text(
        '<p>Follow every moment of Royal Kingsmere with our live blog, updated by the Kingsmere Park team from the Parade Ring, the press room and the lawns.</p>',
      ),
      liveBlog('lb-royal-kingsmere-live'),
      custom('jockey-of-the-day-poll', {
        pollId_string: 'poll-jockey-of-the-day',
        title_string: 'Jockey of the Day',
        description_string: 'Who rode the best race today? Cast your vote.',
        autotrigger_select: 'No',
        buttonText_string: 'Vote Now',
        image_content: picture('jockey-05', 'Jockey of the Day'),
        darklightTheme_custom: dark(),
        ...royalTheme,
      }),
    ],
    { tags: ['royal-kingsmere'], publish: '@now-2h' },
  );
  page(
    'travelling-to-royal-kingsmere',
    'Travelling to Royal Kingsmere',
    'Trains every ten minutes, pre-booked parking and the riverside shuttle.',
    'hero-meadow',
    g,
    'travelling to the royal meeting',
    f,
    [
      custom('text-box-and-details', {
        title_string: 'Getting here during Royal Kingsmere',
        text_string:
          '<p>Roads around the course are busy from 10:00. Travel by train if you can: extra services run every ten minutes to Kingsmere Halt, a seven-minute walk from the Main Gate.</p>',
        details_custom: [
          {
            label_string: 'By train',
            value_string: 'Every 10 minutes to Kingsmere Halt',
            icon_select: 'Train',
          },
          { label_string: 'By car', value_string: 'Pre-booked parking only', icon_select: 'Car' },
          { label_string: 'By coach', value_string: 'Coach park at the North Gate', icon_select: 'Bus' },
          {
            label_string: 'Helicopter',
            value_string: 'Landing site by arrangement',
            icon_select: 'Helicopter',
          },
        ],
        button_content: link('Book parking', '/kingsmere-policies/car-parking-policy'),
        darklightTheme_custom: light(),
      }),
      image(
        'hero-course-map',
        'Course map',
        'Gates, car parks and enclosures during Royal Kingsmere.',
        '/maps',
      ),
    ],
    { tags: ['royal-kingsmere', 'plan-visit'] },
  );
  page(
    'royal-kingsmere-style-guide',
    'Royal Kingsmere Style Guide',
    'This year’s lookbook, from the Royal Enclosure to the Windsor lawn.',
    'hero-millinery-display',
    g,
    g,
    f,
    [
      custom('dark-gallery', {
        gallery_content: {
          title: 'Style at Royal Kingsmere',
          withBackground: true,
          appearance: { type: 'GRID' },
          children: [
            ['card-hat-navy', 'Navy sinamay with a silk flower'],
            ['card-hat-blush', 'Blush pink with a feather quill'],
            ['card-hat-emerald', 'Emerald straw with gold trim'],
            ['hero-millinery-display', 'The Fairhaven hat-hire desk'],
            ['hero-enclosure-lawn', 'The Queen Anne lawn'],
            ['card-rosette', 'Best Dressed winner’s rosette'],
          ].map(([name, title]) => ({
            image: `pack:images/${name}.jpg`,
            imageThumbnail: `pack:images/${name}.jpg`,
            title,
          })),
        },
      }),
      button('Read the full dress code', '/what-to-wear/royal-enclosure-dress-code'),
    ],
    { tags: ['royal-kingsmere', 'what-to-wear'] },
  );
}

/** Each enclosure: its summary, what it is, its hero, and how a day inside it goes. */
const ENCLOSURE_COPY: Record<EnclosureSlug, [string, string, string, string]> = {
  'queen-anne-enclosure': [
    'The heart of Kingsmere Park: the Grandstand, the Parade Ring and the winning post.',
    'The Queen Anne Enclosure gives you the whole Grandstand, from the terraces on the rails to the rooftop bar, plus the Parade Ring and the Winners’ Enclosure. Twelve bars and four restaurants are inside the enclosure.',
    'hero-grandstand-day',
    'Arrive early to walk the Parade Ring before the first race, then find a spot on the Grandstand steps for the finish. Seats in the stand can be reserved when you book, and the rooftop bar is open to every Queen Anne badge.',
  ],
  'village-enclosure': [
    'A village green in the middle of the course, with street food and music.',
    'The Village Enclosure sits in the centre of the course, with a bandstand, a street-food market and picnic lawns. Big screens show every race, and the music goes on after the last.',
    'hero-spring-family',
    'Families spread out on the lawns from the moment the gates open. The street-food stalls serve until the last race, the bandstand has music between races, and the children’s zone by the big screen runs all afternoon.',
  ],
  'windsor-enclosure': [
    'Picnics and a relaxed atmosphere on the far side of the track.',
    'The Windsor Enclosure is the most relaxed place to watch the racing, with lawns running down to the rails, picnic spots and a family area. Bring your own food and drink.',
    'hero-meadow',
    'Pick a spot on the grass near the rails and the runners pass within a few yards. Picnic tables can be booked in advance, there is a bar and a coffee stand by the gate, and the family area has its own toilets and baby-changing.',
  ],
  'king-edward-vi-enclosure': [
    'The Royal Enclosure: by sponsorship only, with the Royal Box and the Royal Enclosure Garden.',
    'The King Edward VI Enclosure, known as the Royal Enclosure, is open to members and their guests by sponsorship. It includes the Royal Enclosure Garden, the Royal Box and the Royal Enclosure bandstand, and a strict formal dress code applies.',
    'hero-royal-procession',
    'Guests arrive in time to line the lawn for the Royal Procession at 14:00. Lunch is served in the Royal Enclosure Garden restaurants, and the bandstand plays through the afternoon. Badges are collected from the Royal Enclosure office before the day.',
  ],
};

function buildEnclosures(): void {
  for (const [slug, [summary, body, hero, day]] of Object.entries(ENCLOSURE_COPY) as [
    EnclosureSlug,
    [string, string, string, string],
  ][]) {
    const royal = slug === 'king-edward-vi-enclosure';
    page(
      slug,
      ENCLOSURES[slug].name,
      summary,
      hero,
      'enclosures',
      'enclosures',
      'enclosures.json',
      [
        custom('feature-block', {
          title_string: 'About the enclosure',
          subtitle_string: royal ? 'By sponsorship only' : 'Open on every raceday',
          description_string: body,
          image_content: picture(ENCLOSURES[slug].badge, ENCLOSURES[slug].name),
          video_content: {},
          button_content: link(
            royal ? 'How to apply' : 'Buy tickets',
            royal ? '/royal-kingsmere/royal-enclosure-applications' : '/tickets',
          ),
          imagePosition_select: royal ? 'Right' : 'Left',
          darklightTheme_custom: royal ? dark() : light(),
          royalkingsmereTheme_select: royal ? 'Yes' : 'No',
        }),
        custom('text-and-carousel', {
          title_string: 'Your day inside',
          text_string: `<p>${day}</p>`,
          images_custom: [hero, 'hero-enclosure-lawn', 'card-champagne'].map((name, index) => ({
            image_content: picture(name, `${ENCLOSURES[slug].name} view ${index + 1}`),
            caption_string: ['The view from the lawn', 'Lawns and parasols', 'Bars inside the enclosure'][
              index
            ] as string,
          })),
          button_content: link(
            'What to wear',
            `/what-to-wear/${slug === 'king-edward-vi-enclosure' ? 'royal-enclosure' : slug}-dress-code`,
          ),
          imagePosition_select: 'Right',
          darklightTheme_custom: light(),
        }),
        related({ title: 'Other enclosures', tags: ['enclosures'], max: 3 }),
      ],
      { tags: ['enclosures', ...(royal ? ['royal-kingsmere'] : [])] },
    );
  }
  page(
    'enclosures',
    'Our Enclosures',
    'Four enclosures, from the Royal Enclosure to the Windsor lawns.',
    'hero-enclosure-lawn',
    undefined,
    'enclosures',
    'enclosures.json',
    [
      custom('feed-container', {
        title_string: 'Choose your enclosure',
        description_string: '',
        feed_content: { sourceSystemId: 'feed-enclosures' },
        componentType_select: 'Index Cards',
        appereance_select: 'Grid',
        button_content: {},
        darklightTheme_custom: light(),
      }),
    ],
  );
}

const DRESS: [string, string, string, string, string][] = [
  [
    'royal-enclosure-dress-code',
    'Royal Enclosure Dress Code',
    'Formal day dress: morning suits and hats, strictly enforced.',
    'card-hat-navy',
    '<p>Ladies: formal day wear, dresses and skirts of modest length, and a hat with a solid base of at least 10cm. Fascinators are not permitted. Gentlemen: black or grey morning dress with a waistcoat and tie, a black or grey top hat, and black shoes.</p>',
  ],
  [
    'queen-anne-enclosure-dress-code',
    'Queen Anne Enclosure Dress Code',
    'Smart: a hat, headpiece or fascinator, and a suit and tie.',
    'card-hat-blush',
    '<p>Ladies: a hat, headpiece or fascinator should be worn at all times. Gentlemen: a full-length suit with a shirt and tie.</p>',
  ],
  [
    'village-enclosure-dress-code',
    'Village Enclosure Dress Code',
    'Smart and summery; hats encouraged.',
    'card-hat-emerald',
    '<p>There is no formal dress code, but most racegoers dress up. Gentlemen should wear a jacket and tie during Royal Kingsmere.</p>',
  ],
  [
    'windsor-enclosure-dress-code',
    'Windsor Enclosure Dress Code',
    'Smart casual: no fancy dress or sports shirts.',
    'hero-meadow',
    '<p>Wear what makes you comfortable, but please avoid replica sports shirts and fancy dress, except at the Fireworks raceday.</p>',
  ],
  [
    'flat-season-style',
    'Flat Season Style',
    'Linen, straw hats and comfortable shoes for the summer lawns.',
    'hero-summer-evening',
    '<p>Summer racing calls for breathable fabrics and a hat for the sun. Block heels are best on the lawns.</p>',
  ],
  [
    'jumps-season-style',
    'Jumps Season Style',
    'Tweed, boots and layers for winter racing.',
    'hero-jumps-fence',
    '<p>Winter racing is about staying warm: tweed, a good coat, a scarf and waterproof boots.</p>',
  ],
];

function buildWhatToWear(): void {
  for (const [slug, title, summary, hero, body] of DRESS) {
    page(
      slug,
      title,
      summary,
      hero,
      'what-to-wear',
      'what-to-wear',
      'what-to-wear.json',
      [
        text(body),
        custom('useful-links', {
          title_string: 'Style help',
          links_custom: [
            {
              link_content: link('Millinery', '/millinery'),
              description_string: 'Hats, hire and the milliners’ village',
            },
            { link_content: link('Lookbook', '/lookbook'), description_string: 'This season’s looks' },
            {
              link_content: link('Greyfriars morning-suit hire', 'https://greyfriars.example.com', true),
              description_string: 'Hire and fitting',
            },
          ],
        }),
      ],
      { tags: ['what-to-wear'] },
    );
  }
  page(
    'what-to-wear',
    'What to Wear',
    'Dress codes for every enclosure, and style advice for each season.',
    'hero-millinery-display',
    undefined,
    'what-to-wear',
    'what-to-wear.json',
    [
      custom('custom-tab-collection', {
        collection_content: {
          title: 'Dress codes by enclosure',
          content: 'Choose an enclosure to see its dress code.',
          children: DRESS.slice(0, 4).map(([slug, title, , , body]) => ({
            title,
            children: [text(body), button('Full guide', `/what-to-wear/${slug}`)],
          })),
        },
      }),
      sponsoredBlock(),
    ],
  );
}

function sponsoredBlock(): Block {
  return {
    ...custom('title-and-text-block', {
      title_string: 'Morning-suit hire',
      text_string:
        '<p>Greyfriars Tailoring hires and fits morning suits on site during Royal Kingsmere, from the Main Gate pavilion.</p>',
      alignment_select: 'Centre',
      darklightTheme_custom: dark(),
    }),
    sponsor: sponsor('greyfriars-tailoring'),
  };
}

const SERIES: [string, string, string, string, string][] = [
  [
    'friday-evening-racing',
    'Friday Evening Racing',
    'Summer Fridays: racing from 18:00, then live music.',
    'hero-bandstand-evening',
    'On Friday evenings through the summer the gates open at 16:30 and the racing runs until sunset, followed by a headline act on the Bandstand lawn.',
  ],
  [
    'saturday-racing',
    'Saturday Racing',
    'Big fields and valuable handicaps on summer Saturdays.',
    'hero-grandstand-day',
    'Summer Saturdays at Kingsmere Park mean big fields and big prizes, with a feature handicap on every card.',
  ],
  [
    'summer-mile-weekend-friday',
    'Summer Mile Weekend: Friday',
    'The first night of the Summer Mile weekend, with evening racing and a DJ.',
    'hero-concert-stage',
    'The weekend opens with evening racing and a DJ set on the Village lawn.',
  ],
  [
    'summer-mile-weekend-saturday',
    'Summer Mile Weekend: Saturday',
    'The Group 2 Summer Mile headlines the second day of the weekend.',
    'hero-finish-line',
    'The Summer Mile is one of the most competitive Group 2 races of the summer.',
  ],
  [
    'kingsmere-champions-day',
    'Kingsmere Champions Day',
    'The championship finale of the flat season.',
    'hero-close-finish',
    'Five championship races, the richest day of the Kingsmere calendar, and the crowning of the champion jockey.',
  ],
  [
    'halloween-fireworks-raceday',
    'Halloween Fireworks Raceday',
    'Floodlit jump racing and fireworks.',
    'hero-birch-chase-winter',
    'Jump racing under the floodlights, then twenty minutes of fireworks over the lake.',
  ],
  [
    'christmas-raceday',
    'Christmas Raceday',
    'Festive jump racing with carols and the Christmas Market.',
    'hero-christmas-party',
    'Our Christmas fixture combines top-class jump racing with carols around the Bandstand.',
  ],
  [
    'royal-kingsmere',
    'Royal Kingsmere',
    'Five days of royal racing, and the Royal Procession every afternoon.',
    'hero-royal-landaus',
    'Eight Group 1 races over five days, from the Crown Stakes on the opening afternoon to the Gold Cup, in front of the biggest crowds of our year.',
  ],
  [
    'kingsmere-trials-day',
    'Kingsmere Trials Day',
    'The spring trials for the summer’s big races.',
    'hero-start-stalls',
    'Trials Day is where the summer’s stars first show their hand, with trials for the Kingsmere Crown Stakes and the Summer Mile.',
  ],
  [
    'silver-birch-chase-raceday',
    'Silver Birch Chase Raceday',
    'The Oakhurst Silver Birch Chase, our most famous jumps race.',
    'hero-jumps-fence',
    'The Oakhurst Silver Birch Chase has been run over two miles and five furlongs since 1947.',
  ],
  [
    'spring-family-raceday',
    'Spring Family Raceday',
    'Racing and the Easter egg hunt.',
    'hero-kites-open-day',
    'Children go free, there is an Easter egg hunt on the Windsor lawn, and the racing starts at 13:30.',
  ],
  [
    'flat-season',
    'The Flat Season',
    'From Trials Day to Champions Day.',
    'hero-gallop-sunset',
    'Twenty-two flat fixtures, from the spring trials through Royal Kingsmere to Champions Day.',
  ],
  [
    'jumps-season',
    'The Jumps Season',
    'Racing over fences and hurdles, from novice hurdles to the big chases.',
    'hero-jumps-fence',
    'Eleven jumps fixtures, with the Silver Birch Chase and our Christmas fixture at their heart.',
  ],
  [
    'tickets-guide',
    'Tickets Guide',
    'Which enclosure, which day, and how to save.',
    'card-racecard',
    'Buy early to save £5 a ticket. Under-18s go free at most fixtures, and groups of ten or more save up to 20%.',
  ],
];

/**
 * The royal meeting's own page (/royal-kingsmere leads here): the countdown to the first Procession,
 * the five days with their dates (the day pages' cards), the enclosures, the dress code, hospitality
 * and the Royal Procession, as the venue's editors would lay out their flagship week.
 */
function buildRoyalOverview(): void {
  const [slug, title, summary, hero] = SERIES.find(([s]) => s === 'royal-kingsmere') as [
    string,
    string,
    string,
    string,
    string,
  ];
  const anchored = (block: Block, id: string): Block => ({ ...block, id });
  page(
    slug,
    title,
    summary,
    hero,
    'horse-races-and-events',
    'horse-races-and-events',
    'horse-races-and-events.json',
    [
      custom('versatile-block', {
        title_string: 'The countdown to the first Procession',
        subtitle_string: 'Day One, 14:00',
        description_string:
          'Gates open at 10:30 each day. The landaus leave the Golden Gates at 14:00 and the first race is off at 14:30.',
        countdownTimerDate_string: fixtureDateOf('royal-kingsmere-week'),
        countdownTimerTime_string: '14:00',
        backgroundImage_content: {},
        logos_custom: [
          { logo_content: { image: png('logo-royal-kingsmere-reversed'), altText: 'Royal Kingsmere' } },
        ],
        primaryButton_content: link('Book tickets', '/royal-kingsmere/tickets-and-enclosures'),
        secondaryButton_content: link('Royal hospitality', '/royal-kingsmere/royal-kingsmere-hospitality'),
        darklightTheme_custom: dark(),
        ...royalTheme,
      }),
      custom('anchor-tab', {
        anchors_custom: [
          { label_string: 'The five days', anchorId_string: 'the-five-days' },
          { label_string: 'Enclosures', anchorId_string: 'enclosures' },
          { label_string: 'Dress code', anchorId_string: 'dress-code' },
          { label_string: 'Hospitality', anchorId_string: 'hospitality' },
          { label_string: 'The Royal Procession', anchorId_string: 'royal-procession' },
        ],
      }),
      custom('title-and-text-block', {
        title_string: 'The highlight of the racing year',
        text_string:
          '<p>For one week each summer Kingsmere Park becomes the home of royal racing. Eight Group 1 races over five days, from the Kingsmere Crown Stakes on the opening afternoon to the Jubilee Sprint on the last, draw the best horses in Europe and the biggest crowds of our year.</p><p>Each day begins with the Royal Procession down the straight mile, continues with seven races, and ends with singing round the Bandstand, songbooks provided. Whether you watch from the Royal Enclosure lawn or a picnic rug in the Windsor Enclosure, the racing is the same: the finest there is.</p>',
        alignment_select: 'Left',
        darklightTheme_custom: light(),
        ...royalTheme,
      }),
      anchored(
        custom('feed-container', {
          title_string: 'The five days',
          description_string:
            'Every day has its own card and its own feature race. Tickets for the first four days are on sale now; the finale is sold out.',
          feed_content: { sourceSystemId: 'feed-days-royal-kingsmere-week' },
          componentType_select: 'Raceday/Event Cards',
          appereance_select: 'Carousel',
          button_content: link('Race schedule', '/royal-kingsmere/royal-kingsmere-race-schedule'),
          darklightTheme_custom: dark(),
          ...royalTheme,
        }),
        'the-five-days',
      ),
      anchored(
        custom('feed-container', {
          title_string: 'Four enclosures',
          description_string:
            'Each enclosure has its own character, its own bars and restaurants, and its own dress code.',
          feed_content: { sourceSystemId: 'feed-enclosures' },
          componentType_select: 'Index Cards',
          appereance_select: 'Grid',
          button_content: link('Tickets and enclosures', '/royal-kingsmere/tickets-and-enclosures'),
          darklightTheme_custom: light(),
        }),
        'enclosures',
      ),
      anchored(
        custom('custom-tab-collection', {
          collection_content: {
            title: 'Dress code',
            content:
              'The dress code is part of the tradition of Royal Kingsmere, and it is checked at every gate. Choose your enclosure.',
            children: DRESS.slice(0, 4).map(([dressSlug, dressTitle, , , body]) => ({
              title: dressTitle.replace(' Dress Code', ''),
              children: [text(body), button('The full guide', `/what-to-wear/${dressSlug}`)],
            })),
          },
        }),
        'dress-code',
      ),
      anchored(
        custom('entertainment-detail', {
          title_string: 'Royal hospitality',
          entertainmentDetailCard_custom: [
            [
              'The Gallery',
              'Royal Enclosure badges, a Champagne reception and a five-course lunch in our restored Victorian gallery, with the Procession passing below.',
              'hero-royal-gallery',
              'Explore the Gallery',
              '/royal-kingsmere/royal-kingsmere-hospitality',
            ],
            [
              'Private boxes for the week',
              'A box above the winning post for all five days, with Queen Anne badges, lunch and afternoon tea each day.',
              'hero-private-box',
              'Join the waiting list',
              '/private-boxes/royal-kingsmere-private-boxes',
            ],
            [
              'Parade Ring Restaurant',
              'A tasting menu on the balcony over the Parade Ring, where the runners are saddled before each race.',
              'hero-room-parade-ring-restaurant',
              'Book a table',
              '/enquiry-forms/fine-dining-enquiry',
            ],
          ].map(([cardTitle, description, picture_, label, href]) => ({
            title_string: cardTitle,
            description_string: description,
            backgroundImage_content: picture(picture_ as string, cardTitle as string),
            button_content: link(label as string, href as string),
          })),
        }),
        'hospitality',
      ),
      anchored(
        custom('feature-block', {
          title_string: 'The Royal Procession',
          subtitle_string: 'Every afternoon at 14:00',
          description_string:
            'Since 1825 each afternoon of Royal Kingsmere has opened with the Royal Procession. Four open landaus, each drawn by four Windsor Greys, enter through the Golden Gates and travel the length of the straight mile to the Royal Box. The best views are from the rails of the Queen Anne and Windsor Enclosures: be in place by 13:30.',
          image_content: {},
          video_content: video({
            sourceSystem: 'STREAM',
            sourceSystemId: '1_rk7procession',
            title: 'The Royal Procession in two minutes',
            poster: 'hero-royal-procession-rails',
          }),
          button_content: link('About the Procession', '/royal-kingsmere/the-royal-procession'),
          imagePosition_select: 'Right',
          darklightTheme_custom: light(),
          ...royalTheme,
        }),
        'royal-procession',
      ),
      quote(
        'You hear the crowd before you see the carriages. Then the Greys come round the bend, the band strikes up, and the whole lawn stands.',
        'Margaret Ellery, a racegoer at every Royal Kingsmere since 1979',
      ),
      video({
        sourceSystem: 'YOUTUBE',
        sourceSystemId: 'Xk3mRoyal01',
        link: 'https://www.youtube.com/watch?v=Xk3mRoyal01',
        title: 'Royal Kingsmere: the film',
        variant: 'header',
        dark: true,
        poster: 'hero-royal-dusk',
      }),
      related({ title: 'Royal Kingsmere news', categoryIds: ['cat-news-royal-kingsmere'], max: 4 }),
    ],
    { tags: ['racedays', 'royal-kingsmere'] },
  );
}

function buildSeries(): void {
  buildRoyalOverview();
  for (const [slug, title, summary, hero, body] of SERIES.filter(([s]) => s !== 'royal-kingsmere')) {
    page(
      slug,
      title,
      summary,
      hero,
      'horse-races-and-events',
      'horse-races-and-events',
      'horse-races-and-events.json',
      [
        custom('title-and-text-block', {
          // the page's own heading is its title; this block says what the series is
          title_string: 'What to expect',
          text_string: `<p>${body}</p>`,
          alignment_select: 'Left',
          darklightTheme_custom: light(),
        }),
        custom('feed-container', {
          title_string: 'Upcoming racedays',
          description_string: '',
          feed_content: { sourceSystemId: 'feed-upcoming-racedays' },
          componentType_select: 'Raceday/Event Cards',
          appereance_select: 'Carousel',
          button_content: link('All tickets', '/tickets'),
          darklightTheme_custom: light(),
        }),
        related({ title: 'Racing news', categoryIds: ['cat-news-racing'], max: 4 }),
      ],
      { tags: ['racedays'] },
    );
  }
  page(
    'horse-races-and-events',
    'Horse Races and Events',
    'Every fixture and event at Kingsmere Park, filtered your way.',
    'hero-season-morning',
    undefined,
    'horse-races-and-events',
    'horse-races-and-events.json',
    [
      custom('master-filter-and-indexes', {
        title_string: 'What’s on',
        description_string: 'Filter by type of event, season and time of day.',
        filterCategory_content: { id: 'cat-whats-on-filters' },
        listCategory_content: { id: 'cat-whats-on' },
        componentType_select: 'Index Cards',
      }),
    ],
  );
}

export function buildRoyal(): void {
  buildRoyalPages();
  buildEnclosures();
  buildWhatToWear();
  buildSeries();
}
