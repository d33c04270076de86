// Visitor information: plan your visit, FAQs, and the one-page sections (directions, accessibility,
// careers, community, sustainability, betting and the rest).
import { addArticle } from './articles';
import {
  type Block,
  button,
  collection,
  custom,
  dark,
  form,
  gallery,
  image,
  light,
  link,
  markdown,
  picture,
  quote,
  related,
  text,
  video,
} from './model';

const FILE = 'visitor-information.json';

function page(
  slug: string,
  title: string,
  summary: string,
  hero: string,
  display: string | undefined,
  group: string,
  content: Block[],
  tags: string[] = [],
): void {
  addArticle({
    slug,
    title,
    summary,
    image: hero,
    display,
    group,
    file: FILE,
    content,
    tags,
    publish: '@now-90d',
    modified: '@now-6d',
  });
}

const FAQS: [slug: string, title: string, summary: string, qa: [string, string][]][] = [
  [
    'general-questions',
    'General Questions',
    'Opening times, what to bring and what to leave at home.',
    [
      [
        'What time do the gates open?',
        'Usually two hours before the first race. Royal Kingsmere gates open at 10:30.',
      ],
      [
        'Can I bring a picnic?',
        'Yes, in the Village and Windsor Enclosures. Picnics are not allowed in the Queen Anne or Royal Enclosures.',
      ],
      ['Are dogs allowed?', 'Only assistance dogs, which are welcome in every enclosure.'],
      [
        'Is there a cash machine?',
        'There are four on site, but every bar and restaurant takes cards and phones.',
      ],
    ],
  ],
  [
    'ticket-questions',
    'Ticket Questions',
    'Buying, changing and refunding tickets.',
    [
      [
        'Do under-18s need a ticket?',
        'Under-18s go free with a paying adult at most fixtures but still need a free ticket. During Royal Kingsmere, 18–24s pay a reduced price.',
      ],
      ['Can I change the date on my ticket?', 'Yes, up to seven days before the fixture, for a £5 fee.'],
      [
        'What happens if racing is abandoned?',
        'If fewer than four races are run you will get a full refund. See the refunds policy.',
      ],
      ['Where is my ticket?', 'Tickets are digital and sent to your phone; see Digital Tickets.'],
    ],
  ],
  [
    'membership-questions',
    'Membership Questions',
    'Guest badges, renewals and transfers.',
    [
      ['How many guest badges do I get?', 'Two with Queen Anne and Ironstand, four with King Edward VII.'],
      [
        'Can I transfer my membership?',
        'Memberships are personal and cannot be transferred, but you can pause for one year.',
      ],
      ['When do renewals open?', 'Renewals open in November for existing members.'],
    ],
  ],
  [
    'royal-kingsmere-questions',
    'Royal Kingsmere Questions',
    'Everything you need to know about the royal meeting.',
    [
      ['What time is the Royal Procession?', '14:00 each day, followed by the first race at 14:30.'],
      ['Can I leave and come back?', 'Yes: ask for a pass-out wristband at the gate.'],
      ['Is there a cloakroom?', 'Yes, at the Main Gate and the Royal Enclosure entrance, £5 per item.'],
    ],
  ],
  [
    'hospitality-questions',
    'Hospitality Questions',
    'Dietary needs, dress codes and arrival times.',
    [
      [
        'Can you cater for dietary requirements?',
        'Yes, tell us when you book and our chefs will prepare a separate dish.',
      ],
      [
        'When should we arrive?',
        'Restaurants open when the gates open; lunch is served ninety minutes before the first race.',
      ],
    ],
  ],
  [
    'accessibility-questions',
    'Accessibility Questions',
    'Carer tickets, viewing platforms and changing places.',
    [
      ['Do carers need a ticket?', 'Carers receive a free ticket; request it when booking.'],
      [
        'Are there accessible viewing areas?',
        'Yes, raised platforms in every enclosure with a clear view of the big screens.',
      ],
      [
        'Is there a Changing Places toilet?',
        'Yes, on the ground floor of the Grandstand next to the Main Gate.',
      ],
    ],
  ],
];

const PLAN: [slug: string, title: string, summary: string, hero: string, body: string][] = [
  [
    'getting-here',
    'Getting Here',
    'By train, car, coach or bicycle.',
    'hero-course-map',
    '<p>Kingsmere Park is 35 miles west of London. Kingsmere Halt station is a seven-minute walk from the Main Gate, with trains every 30 minutes (every 10 during Royal Kingsmere). By car, leave the M4 at junction 10 and follow the brown signs.</p>',
  ],
  [
    'parking',
    'Parking',
    'Free parking on most racedays; pre-book for big fixtures.',
    'hero-car-park',
    '<p>Car Parks A to D are free on most racedays. For Royal Kingsmere and Champions Day parking must be booked in advance. Blue Badge parking is next to the Main Gate.</p>',
  ],
  [
    'gate-opening-times',
    'Gate Opening Times',
    'When the gates open for every fixture.',
    'hero-grandstand-day',
    '<p>Gates open two hours before the first race on most racedays, three hours before on Saturdays in the summer, and at 10:30 during Royal Kingsmere.</p>',
  ],
  [
    'food-and-drink',
    'Food and Drink',
    'Restaurants, bars, street food and picnics.',
    'card-plate-lamb',
    '<p>From a Panoramic lunch to a burger in the Village street-food market, there is food for every budget. Picnics are welcome in the Village and Windsor Enclosures.</p>',
  ],
  [
    'families',
    'Families',
    'Under-18s go free, and the family area is open every raceday.',
    'hero-spring-family',
    '<p>Children go free with a paying adult at most fixtures. The family area in the Windsor Enclosure has a playground, baby-changing and a quiet room.</p>',
  ],
  [
    'on-course-facilities',
    'On-course Facilities',
    'Cloakrooms, cash machines, first aid and lost property.',
    'hero-enclosure-lawn',
    '<p>Cloakrooms are at the Main Gate; first aid is in the Grandstand and the Village Enclosure; lost property is at the information desk.</p>',
  ],
];

function buildFaqsAndPlan(): void {
  for (const [slug, title, summary, qa] of FAQS) {
    page(
      slug,
      title,
      summary,
      'card-racecard',
      'faqs',
      'faqs',
      [
        collection(
          'Questions and answers',
          `${qa.length} questions. Choose one to see its answer.`,
          qa.map(([question, answer]) => [question, [text(`<p>${answer}</p>`)]]),
        ),
        button('Still need help? Contact us', '/contact-us'),
      ],
      ['faqs'],
    );
  }
  page(
    'faqs',
    'Frequently Asked Questions',
    'Answers to the questions we are asked most.',
    'card-racecard',
    undefined,
    'faqs',
    [custom('faq-cards', { title_string: 'Browse by topic', feed_content: { sourceSystemId: 'feed-faqs' } })],
  );
  for (const [slug, title, summary, hero, body] of PLAN) {
    page(
      slug,
      title,
      summary,
      hero,
      'plan-visit',
      'plan-visit',
      [text(body), related({ title: 'More visitor information', tags: ['plan-visit'], max: 6 })],
      ['plan-visit'],
    );
  }
  page(
    'plan-visit',
    'Plan Your Visit',
    'Everything you need for a great day at the races.',
    'hero-main-gate',
    undefined,
    'plan-visit',
    [
      custom('useful-links', {
        title_string: 'Before you set off',
        links_custom: PLAN.slice(0, 5).map(([slug, title, summary]) => ({
          link_content: link(title, `/plan-visit/${slug}`),
          description_string: summary,
        })),
      }),
      image(
        'hero-course-map',
        'Course map',
        'Download the map before you travel.',
        'pack:images/hero-course-map.jpg',
      ),
    ],
  );
}

function buildOnePagers(): void {
  page(
    'directions',
    'Directions',
    'Finding Kingsmere Park by road, rail and air.',
    'hero-meadow',
    undefined,
    'directions',
    [
      markdown(
        '**Address:** Kingsmere Park Racecourse, Mere Lane, Kingsmere, Berkshire KM4 7RP\n\n**By rail:** Kingsmere Halt, 7 minutes’ walk.\n\n**By road:** M4 junction 10, then follow the brown signs.\n\n[Open in a map app](https://maps.example.com/?q=Kingsmere+Park)',
      ),
      image('hero-course-map', 'Site map', 'Gates, car parks and enclosures.', '/maps'),
      text(
        '<h2>Find your way around</h2><p>The course, the Grandstand, both gates and the car parks on our interactive map.</p>' +
          '<iframe src="pack:embeds/course-map" title="Kingsmere Park on the map" width="800" height="450"></iframe>',
      ),
    ],
    ['plan-visit'],
  );
  page(
    'accessibility',
    'Accessibility',
    'Free carer tickets, accessible viewing platforms and a Changing Places toilet.',
    'hero-grandstand-day',
    undefined,
    'accessibility',
    [
      custom('text-box-and-details', {
        title_string: 'Accessible facilities',
        text_string:
          '<p>We want every racegoer to enjoy their day. If you need anything, speak to any steward in a green jacket.</p>',
        details_custom: [
          { label_string: 'Carer tickets', value_string: 'Free with every ticket', icon_select: 'Ticket' },
          { label_string: 'Viewing platforms', value_string: 'In every enclosure', icon_select: 'Eye' },
          {
            label_string: 'Changing Places',
            value_string: 'Grandstand ground floor',
            icon_select: 'Accessible',
          },
          { label_string: 'Hearing loops', value_string: 'At every bar and desk', icon_select: 'Ear' },
          {
            label_string: 'Mobility scooters',
            value_string: 'Free to borrow; book ahead',
            icon_select: 'Accessible',
          },
        ],
        button_content: link('Accessibility questions', '/faqs/accessibility-questions'),
        darklightTheme_custom: light(),
      }),
    ],
  );
  page(
    'contact-us',
    'Contact Us',
    'Ticket office, hospitality, membership and press.',
    'hero-grandstand-day',
    undefined,
    'contact-us',
    [
      custom('useful-links', {
        title_string: 'Get in touch',
        links_custom: [
          {
            link_content: link('Ticket office: 01632 960 401', 'tel:+441632960401'),
            description_string: 'Monday to Friday, 9am to 5pm',
          },
          {
            link_content: link('Hospitality: 01632 960 400', 'tel:+441632960400'),
            description_string: 'Restaurants, boxes and packages',
          },
          {
            link_content: link('Membership team', 'mailto:members@kingsmerepark.example.com'),
            description_string: 'Renewals, guest badges and applications',
          },
          {
            link_content: link('Press office', 'mailto:press@kingsmerepark.example.com'),
            description_string: 'Accreditation and media enquiries',
          },
          {
            link_content: link('Lost property', '/plan-visit/on-course-facilities'),
            description_string: 'Items found on site',
          },
        ],
      }),
      form('form-contact'),
    ],
  );
  page(
    'careers',
    'Careers',
    'Join the team behind Kingsmere Park.',
    'hero-parade-ring',
    undefined,
    'careers',
    [
      text(
        '<p>We employ 240 people all year and more than 3,000 on a Royal Kingsmere afternoon. From groundstaff and chefs to engineers and event planners, we are always looking for people who love a big day.</p>',
      ),
      button('See current vacancies', 'https://careers.kingsmerepark.example.com', true),
    ],
  );
  page(
    'staffing-benefits',
    'Staffing Benefits',
    'Free racing, discounts and a pension that matches yours.',
    'hero-enclosure-lawn',
    'careers',
    'careers',
    [
      collection('Benefits', 'For permanent and raceday staff.', [
        ['Free racing', [text('<p>Two free tickets to every fixture.</p>')]],
        ['Discounts', [text('<p>30% off food, drink and the Paddock Shop.</p>')]],
        ['Pension', [text('<p>We match contributions up to 6%.</p>')]],
      ]),
    ],
  );
  page(
    'community',
    'Community',
    'Our work with local charities, schools and neighbours.',
    'hero-kites-open-day',
    undefined,
    'community',
    [
      text(
        '<p>Kingsmere Park gives 20,000 free tickets a year to local charities and schools, and opens the course for a community open day each spring.</p>',
      ),
      custom('feed-container', {
        title_string: 'Community news',
        description_string: '',
        feed_content: { sourceSystemId: 'feed-news-community' },
        componentType_select: 'News Cards',
        appereance_select: 'Grid',
        button_content: link('All news', '/news'),
        darklightTheme_custom: light(),
      }),
    ],
    ['community'],
  );
  page(
    'charities',
    'Charities',
    'Our charity partners and how to apply for support.',
    'hero-kites-open-day',
    'community',
    'community',
    [
      text(
        '<p>Each year we choose a charity partner and support more than 150 local causes with raffle prizes and tickets.</p>',
      ),
      form('form-charity-request'),
    ],
    ['community'],
  );
  page(
    'schools',
    'Schools',
    'Free educational visits for schools within 30 miles.',
    'hero-spring-family',
    'community',
    'community',
    [
      text(
        '<p>Our education programme covers science (the horse as an athlete), geography (the turf and the weather) and careers in racing.</p>',
      ),
    ],
    ['community'],
  );
  page(
    'community-open-day',
    'Community Open Day',
    'Stable tours, a fun run and free entry for neighbours.',
    'hero-kites-open-day',
    'community',
    'community',
    [
      text(
        '<p>Once a year the course opens to everyone, with stable tours, a fun run and free entry for our neighbours. We announce the date here and in our newsletter.</p>',
      ),
    ],
    ['community'],
  );
  page(
    'sustainability',
    'Sustainability',
    'Net zero by 2035: solar power, rainwater and wildflower meadows.',
    'hero-meadow',
    undefined,
    'sustainability',
    [
      custom('feature-block', {
        title_string: 'Our plan for net zero',
        subtitle_string: 'With Brightwater Energy',
        description_string:
          'The Grandstand runs on renewable electricity, 40% of it from our own solar array. We harvest rainwater to irrigate the track and have returned 30 acres to wildflower meadow.',
        image_content: picture('hero-meadow', 'Wildflower meadow and solar array'),
        video_content: {},
        button_content: link('Read the report', '/sustainability-report'),
        imagePosition_select: 'Right',
        darklightTheme_custom: light(),
        royalkingsmereTheme_select: 'No',
      }),
    ],
    ['sustainability'],
  );
  page(
    'sustainability-report',
    'Sustainability Report',
    'Our annual progress report.',
    'hero-meadow',
    undefined,
    'sustainability',
    [
      markdown(
        '## Highlights\n\n- 62% less landfill waste than five years ago\n- 1.2 million litres of rainwater harvested\n- 30 acres of wildflower meadow\n- Every cup on site is reusable',
      ),
    ],
    ['sustainability'],
  );
  page(
    'owners-and-trainers',
    'Owners and Trainers',
    'Entries, badges and facilities for owners and trainers.',
    'hero-parade-ring',
    undefined,
    'owners and trainers',
    [
      text(
        '<p>Owners receive up to eight badges per runner and a complimentary lunch in the Owners’ and Trainers’ Restaurant.</p>',
      ),
      button('Racing information', '/owners-and-trainers/racing-information'),
    ],
  );
  page(
    'racing-information',
    'Racing Information',
    'Going reports, course maps and the stable yard.',
    'hero-start-stalls',
    'owners-and-trainers',
    'owners and trainers',
    [
      text(
        '<p>The going is updated at 06:00 and 10:00 on racedays. The stable yard opens at 07:00 and has 140 boxes.</p>',
      ),
    ],
  );
  page(
    'sectional-timing',
    'Sectional Timing',
    'Furlong-by-furlong times for every race.',
    'hero-finish-line',
    undefined,
    'sectional timing',
    [
      text(
        '<p>Every runner wears a tracker, and Marlow Timepieces publishes furlong-by-furlong sectionals within minutes of each race.</p>',
      ),
      custom('table', {
        title_string: 'Sectional example: the Summer Mile',
        columns_custom: [
          { title_string: 'Furlong', description_string: '', button_content: {}, image_content: {} },
          { title_string: 'Leader', description_string: '', button_content: {}, image_content: {} },
          { title_string: 'Split', description_string: '', button_content: {}, image_content: {} },
        ],
        rows_custom: [
          ['8f–6f', 'Copper Kettle', '24.61s'],
          ['6f–4f', 'Copper Kettle', '23.88s'],
          ['4f–2f', 'Silver Lantern', '22.95s'],
          ['2f–finish', 'Silver Lantern', '23.40s'],
        ].map(([f, leader, split]) => ({
          header_string: f as string,
          cells_custom: [
            { icon_select: 'None', label_string: f as string },
            { icon_select: 'None', label_string: leader as string },
            { icon_select: 'Stopwatch', label_string: split as string },
          ],
        })),
        darklightTheme_custom: dark(),
      }),
    ],
  );
  page(
    'groups',
    'Group Bookings',
    'Save up to 20% for groups of ten or more.',
    'hero-enclosure-lawn',
    undefined,
    'groups',
    [
      custom('tickets', {
        title_string: 'Group discounts',
        description_string: 'Applies to advance tickets.',
        rows_custom: [
          { enclosure_string: '10–29 people', price_string: '10% off', note_string: 'All enclosures' },
          {
            enclosure_string: '30–99 people',
            price_string: '15% off',
            note_string: 'Plus a free racecard each',
          },
          {
            enclosure_string: '100+ people',
            price_string: '20% off',
            note_string: 'Plus a reserved picnic area',
          },
        ],
        button_content: link('Book a group', '/enquiry-forms/conference-events-enquiry'),
        darklightTheme_custom: light(),
      }),
    ],
  );
  page(
    'coach-parties',
    'Coach Parties',
    'Free coach parking and a driver’s lunch.',
    'hero-meadow',
    undefined,
    'groups',
    [text('<p>Coaches park free at the North Gate, and drivers receive a complimentary lunch voucher.</p>')],
  );
  page(
    'lookbook',
    'The Lookbook',
    'Looks from this season at Kingsmere Park.',
    'hero-millinery-display',
    undefined,
    'lookbook',
    [
      gallery(
        'This season’s looks',
        [
          ['card-hat-navy', 'Navy and blush for the Queen Anne'],
          ['card-hat-blush', 'A summer headpiece'],
          ['card-hat-emerald', 'Emerald for Champions Day'],
          ['hero-millinery-display', 'The milliners’ village'],
          ['hero-enclosure-lawn', 'Garden party'],
        ],
        'GRID',
        true,
      ),
    ],
    ['what-to-wear'],
  );
  page(
    'millinery',
    'Millinery',
    'Hats, headpieces and the milliners’ village.',
    'hero-millinery-display',
    undefined,
    'millinery',
    [
      text(
        '<p>Twelve milliners show their collections in the milliners’ village during Royal Kingsmere. Fairhaven Hats runs a hat-hire desk inside the Main Gate.</p>',
      ),
      button('Hat hire', '/millinery/hat-hire'),
    ],
    ['what-to-wear'],
  );
  page(
    'hat-hire',
    'Hat Hire',
    'Hire a hat for the day from £45.',
    'card-hat-blush',
    'millinery',
    'millinery',
    [text('<p>Choose from 400 hats and headpieces, from £45 for the day, with fittings from 09:30.</p>')],
    ['what-to-wear'],
  );
  page(
    'digital-tickets',
    'Digital Tickets',
    'Your ticket on your phone, in the app or your wallet.',
    'card-racecard',
    undefined,
    'digital-tickets',
    [
      markdown(
        '1. Buy your tickets online.\n2. Open the email and tap **Add to wallet**.\n3. Scan your phone at the gate.\n\nNo phone? Ask the ticket office to print your ticket.',
      ),
      video({
        sourceSystem: 'MEDIA',
        sourceSystemId: 'media-digital-tickets',
        link: 'pack:images/kingsmere-course.webm',
        title: 'How digital tickets work',
      }),
    ],
  );
  page('maps', 'Maps', 'Course, site and car park maps.', 'hero-grandstand-day', undefined, 'maps', [
    image('hero-course-map', 'Site map', 'Gates, car parks, enclosures and facilities.'),
    gallery('More maps', [['hero-meadow', 'Car parks and the meadow']], 'GRID'),
  ]);
  page(
    'betting',
    'Betting',
    'The Tote, bookmakers and how to place a bet.',
    'card-racecard',
    undefined,
    'betting',
    [
      text(
        '<p>Bet with the on-course bookmakers in every enclosure, or with Halden Tote at more than 90 counters. Please gamble responsibly.</p>',
      ),
      button('How to bet', '/betting/how-to-bet'),
      // Kept from the countries where the Tote may not take bets online.
      {
        ...text(
          '<p>Can’t be here? Bet on every race online with Halden Tote, the course’s own pool. Please gamble responsibly.</p>',
        ),
        countries: ['US', 'FR'],
        isWhiteList: false,
      },
    ],
  );
  page(
    'how-to-bet',
    'How to Bet',
    'Win, place and each-way explained.',
    'card-racecard',
    'betting',
    'betting',
    [
      collection('Bet types', 'The basics.', [
        ['Win', [text('<p>Your horse must finish first.</p>')]],
        ['Place', [text('<p>Your horse must finish in the places (usually first to third).</p>')]],
        ['Each way', [text('<p>Two bets: one to win, one to place.</p>')]],
      ]),
    ],
  );
  page(
    'world-pool',
    'World Pool',
    'Bet into one global pool during Royal Kingsmere.',
    'hero-close-finish',
    undefined,
    'world pool',
    [
      text(
        '<p>During Royal Kingsmere, Tote bets from eighteen countries go into a single pool, creating some of the biggest dividends in racing.</p>',
      ),
      quote('The World Pool turns a Tuesday handicap into a global event.', 'Halden Tote'),
    ],
  );
}

export function buildInfo(): void {
  buildFaqsAndPlan();
  buildOnePagers();
}
