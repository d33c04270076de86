// Restaurants, bars, private boxes, weddings, conferences, Christmas parties and enquiry forms.
import { addArticle } from './articles';
import {
  type Block,
  button,
  collection,
  custom,
  dark,
  form,
  gallery,
  light,
  link,
  picture,
  quote,
  related,
  text,
} from './model';
import { sponsor } from './partners-data';

/**
 * A restaurant or bar: its picture is what it serves (the feature's), its room the page's hero.
 * A venue without a drawing of its own room takes a scene of the course as both.
 */
type Venue = [
  slug: string,
  name: string,
  summary: string,
  picture: string,
  detail: string,
  capacity: string,
  room?: string,
];

const RESTAURANTS: Venue[] = [
  [
    'the-deck',
    'The Deck',
    'Seafood and Champagne on a sun deck above the final furlong.',
    'card-plate-seafood',
    'Saltmarsh oysters, lobster rolls and crab salad, served on a timber deck with the horses thundering past below.',
    '120 guests',
    'hero-room-the-deck',
  ],
  [
    'the-gallery',
    'The Gallery',
    'Our restored Victorian gallery, with a view of the Royal Procession.',
    'hero-royal-landaus',
    'A five-course lunch beneath the gallery’s original iron roof, with paintings from the Kingsmere collection on every wall.',
    '90 guests',
  ],
  [
    'the-veranda',
    'The Veranda',
    'Relaxed dining on a shaded veranda by the Parade Ring.',
    'card-table-platters',
    'Sharing platters and seasonal salads on the veranda, two minutes’ walk from the Parade Ring.',
    '80 guests',
    'hero-room-the-veranda',
  ],
  [
    'the-panoramic',
    'The Panoramic',
    'Floor-to-ceiling windows over the home straight.',
    'hero-grandstand-day',
    'Our largest restaurant, on the fifth floor of the Grandstand, serves a three-course lunch with the whole course laid out below.',
    '400 guests',
    'hero-room-panoramic',
  ],
  [
    'the-parade-ring-restaurant',
    'The Parade Ring Restaurant',
    'Fine dining above the Parade Ring.',
    'card-table-tasting',
    'A tasting menu built around Quarry Hill Farm produce, with a balcony over the runners before each race.',
    '160 guests',
    'hero-room-parade-ring-restaurant',
  ],
  [
    'the-champagne-lawn',
    'The Champagne Lawn',
    'Hampers and Harrowgate on the lawn.',
    'hero-enclosure-lawn',
    'Reserve a spot on the Champagne Lawn with a picnic hamper for two and a bottle of Harrowgate Champagne.',
    '300 guests',
  ],
  [
    'the-orangery',
    'The Orangery',
    'Afternoon tea among the citrus trees.',
    'card-afternoon-tea',
    'Finger sandwiches, scones with clotted cream and strawberries, served under glass among the orange trees.',
    '70 guests',
    'hero-room-the-orangery',
  ],
  [
    'the-winning-post',
    'The Winning Post',
    'A brasserie right on the line.',
    'hero-finish-line',
    'Steak frites, fish of the day and an unbeatable view of every photo finish.',
    '140 guests',
  ],
  [
    'the-oak-room',
    'The Oak Room',
    'Private dining in oak-panelled splendour.',
    'hero-conference-suite',
    'Our private dining room seats up to twenty-four around a single oak table, with its own balcony.',
    '24 guests',
    'hero-room-oak-room',
  ],
  [
    'the-birdcage',
    'The Birdcage',
    'Cocktails and small plates under the Victorian birdcage canopy.',
    'card-cocktails-birdcage',
    'Small plates and signature cocktails beneath the wrought-iron birdcage.',
    '60 guests',
    'hero-room-the-birdcage',
  ],
  [
    'the-terrace',
    'The Terrace',
    'Carvery and family dining on the Grandstand terrace.',
    'card-table-carvery',
    'A generous carvery with children’s menus and high chairs, on the sunny side of the Grandstand.',
    '220 guests',
    'hero-room-the-terrace',
  ],
  [
    'the-furlong-grill',
    'The Furlong Grill',
    'Flame-grilled Quarry Hill beef in the Queen Anne Enclosure.',
    'card-table-grill',
    'Dry-aged steaks from Quarry Hill Farm, grilled over charcoal, with a wine list from Corbel & Finch.',
    '110 guests',
    'hero-room-furlong-grill',
  ],
];

const BARS: Venue[] = [
  [
    'the-champagne-bar',
    'The Champagne Bar',
    'Harrowgate by the glass or bottle on the Grandstand concourse.',
    'card-cocktails-champagne-bar',
    'Our busiest bar, on the ground floor of the Grandstand.',
    '200 guests',
    'hero-room-champagne-bar',
  ],
  [
    'the-gin-garden',
    'The Gin Garden',
    'Thistledown gin and tonics by the Bandstand.',
    'hero-bandstand-evening',
    'A garden bar with a dozen Thistledown gins and live acoustic music.',
    '150 guests',
  ],
  [
    'the-bandstand-bar',
    'The Bandstand Bar',
    'Beer, cider and Pimm’s in the Village Enclosure.',
    'hero-spring-family',
    'Blackthorn cider on draught and local ales, with picnic benches on the lawn.',
    '250 guests',
  ],
  [
    'the-ironstand-bar',
    'The Ironstand Bar',
    'Open fires and winter warmers for jumps racing.',
    'hero-winter-frost',
    'The historic Ironstand bar, with open fires and mulled cider all winter.',
    '90 guests',
  ],
];

/**
 * What each restaurant's card sells with: its cooking and its price, as the restaurant writes it. The
 * page's details box gives them (with the enclosure), and the restaurant list's card reads them there.
 */
const DINING: Record<string, [cuisine: string, price: string]> = {
  'the-deck': ['Seafood and Champagne', 'From £65 per person'],
  'the-gallery': ['Five-course lunch', 'Set menu £125'],
  'the-veranda': ['Sharing platters', 'From £45 per person'],
  'the-panoramic': ['Three-course lunch', 'Set menu £95'],
  'the-parade-ring-restaurant': ['Tasting menu', 'Tasting menu £145'],
  'the-champagne-lawn': ['Picnic hampers', 'Hamper for two £120'],
  'the-orangery': ['Afternoon tea', '£48 per person'],
  'the-winning-post': ['Brasserie', 'From £35 per person'],
  'the-oak-room': ['Private dining', 'From £110 per person'],
  'the-birdcage': ['Cocktails and small plates', 'Small plates from £9'],
  'the-terrace': ['Carvery and family dining', 'From £29 per person'],
  'the-furlong-grill': ['Charcoal grill', 'From £55 per person'],
};

function venuePage(
  [slug, name, summary, serves, detail, capacity, room]: Venue,
  display: 'restaurants' | 'bars',
  index: number,
): void {
  const enclosure = index % 2 ? 'Queen Anne Enclosure' : 'Village Enclosure';
  const dining = display === 'restaurants' ? DINING[slug] : undefined;
  if (display === 'restaurants' && !dining) throw new Error(`restaurant ${slug} has no cuisine and price`);
  addArticle({
    slug,
    title: name,
    summary,
    image: room ?? serves,
    display,
    group: 'fine dining and restaurants',
    file: 'venues.json',
    tags: ['dining', display],
    publish: `@now-${70 + index}d`,
    sponsors:
      slug === 'the-champagne-lawn' || slug === 'the-champagne-bar' ? [sponsor('harrowgate-champagne')] : [],
    content: [
      custom('feature-block', {
        title_string: display === 'bars' ? 'At the bar' : 'On the menu',
        subtitle_string: capacity,
        description_string: detail,
        image_content: picture(serves, name),
        video_content: {},
        // A restaurant's booking button is in its details box, beside the price; a bar takes no bookings there.
        button_content: dining ? {} : link('Book a table', '/enquiry-forms/fine-dining-enquiry'),
        imagePosition_select: index % 2 ? 'Right' : 'Left',
        darklightTheme_custom: index % 3 === 0 ? dark() : light(),
        royalkingsmereTheme_select: 'No',
      }),
      custom('text-box-and-details', {
        title_string: 'Good to know',
        text_string:
          display === 'bars'
            ? '<p>Open from the time the gates open until an hour after the last race. There is no need to book, and we take cards and phones only.</p>'
            : `<p>Open on every raceday from the time the gates open until an hour after the last race. Your table is yours for the day, so there is no rush between races. You will need a ${enclosure} badge as well as your booking.</p>`,
        details_custom: dining
          ? [
              { label_string: 'Cuisine', value_string: dining[0], icon_select: 'Flag' },
              { label_string: 'Price', value_string: dining[1], icon_select: 'Ticket' },
              { label_string: 'Enclosure', value_string: enclosure, icon_select: 'Location' },
              { label_string: 'Capacity', value_string: capacity, icon_select: 'People' },
              { label_string: 'Dietary needs', value_string: 'Tell us when you book', icon_select: 'Info' },
            ]
          : [
              { label_string: 'Capacity', value_string: capacity, icon_select: 'People' },
              { label_string: 'Enclosure', value_string: enclosure, icon_select: 'Map' },
              { label_string: 'Dress code', value_string: 'As for the enclosure', icon_select: 'Hanger' },
              { label_string: 'Dietary needs', value_string: 'Tell us when you book', icon_select: 'Info' },
            ],
        button_content: dining
          ? link('Book a table', '/enquiry-forms/fine-dining-enquiry')
          : link('Fine dining enquiry', '/enquiry-forms/fine-dining-enquiry'),
        darklightTheme_custom: light(),
      }),
      related({ title: display === 'bars' ? 'More bars' : 'More restaurants', tags: [display], max: 6 }),
    ],
  });
}

function enquiryPage(
  slug: string,
  title: string,
  summary: string,
  hero: string,
  formId: string,
  intro: string,
): void {
  addArticle({
    slug,
    title,
    summary,
    image: hero,
    display: 'enquiry-forms',
    group: 'enquiry forms',
    file: 'venues.json',
    content: [
      text(`<p>${intro}</p>`),
      form(formId),
      custom('useful-links', {
        title_string: 'Prefer to talk?',
        links_custom: [
          {
            link_content: link('Call 01632 960 400', 'tel:+441632960400'),
            description_string: 'Monday to Friday, 9am to 5pm',
          },
          {
            link_content: link('Email the sales team', 'mailto:sales@kingsmerepark.example.com'),
            description_string: 'We reply within one working day',
          },
        ],
      }),
    ],
  });
}

function simple(
  slug: string,
  title: string,
  summary: string,
  hero: string,
  display: string | undefined,
  group: string,
  content: Block[],
): void {
  addArticle({
    slug,
    title,
    summary,
    image: hero,
    display,
    group,
    file: 'venues.json',
    content,
    publish: '@now-80d',
  });
}

/** Where to send a couple: the enquiry form at the foot of the weddings page. */
const WEDDING_ENQUIRY = '/weddings#enquire';

/**
 * The wedding packages, each an article of its own with its package card, listed on /weddings from
 * the feed `feed-wedding-packages`: [slug, title, description, price, for, picture, what is included].
 */
export const WEDDING_PACKAGES: [string, string, string, string, string, string, string[]][] = [
  [
    'wedding-package-orangery',
    'The Orangery Wedding',
    'An intimate ceremony among the orange trees, then a wedding breakfast under glass.',
    '6,950',
    'for 60 guests',
    'card-champagne',
    [
      'Ceremony in the Orangery',
      'Harrowgate Champagne reception',
      'Three-course wedding breakfast',
      'Half a bottle of wine per guest',
      'Bridal suite at the Calloway Kingsmere',
      'Your own wedding coordinator',
    ],
  ],
  [
    'wedding-package-grandstand',
    'The Grandstand Wedding',
    'Ceremony in the Orangery, dinner and dancing in the Panoramic above the floodlit course.',
    '11,500',
    'for 120 guests',
    'hero-dining-table',
    [
      'Ceremony in the Orangery',
      'Drinks on the Parade Ring lawn',
      'Four-course dinner in the Panoramic',
      'Evening buffet for 60 more guests',
      'Dance floor, DJ and lighting',
      'Your own wedding coordinator',
    ],
  ],
  [
    'wedding-package-royal-lawn',
    'The Royal Lawn Wedding',
    'A marquee of your own on the Royal Enclosure lawn, from the first toast to fireworks.',
    '18,000',
    'for 250 guests',
    'hero-fireworks-night',
    [
      'Ceremony under the lawn arch',
      'Lined marquee with a dance floor',
      'Champagne and canapés',
      'Four-course dinner and evening food',
      'Fireworks over the lake',
      'Your own wedding coordinator',
    ],
  ],
];

function weddingPackages(): void {
  for (const [slug, title, description, price, post, picture_, included] of WEDDING_PACKAGES) {
    addArticle({
      slug,
      title,
      summary: description,
      image: picture_,
      display: 'weddings',
      singlePage: false,
      tags: ['weddings'],
      file: 'venues.json',
      publish: '@now-80d',
      content: [
        custom('package-membership-card', {
          packagemembershipTitle_string: title,
          description_string: description,
          prePrice_string: 'From',
          price_string: price,
          postPrice_string: post,
          ...Object.fromEntries(included.map((item, index) => [`benefit${index + 1}_string`, item])),
          packagemembershipImage_content: picture(picture_, title),
          packagemembershipGraphic_content: {},
          buyNowButton_content: link('Enquire', WEDDING_ENQUIRY),
          learnMoreButton_content: {},
        }),
        text(`<p>${description}</p><ul>${included.map((item) => `<li>${item}</li>`).join('')}</ul>`),
      ],
    });
  }
}

/**
 * /weddings: a revenue line sold as the venue's wedding team would: the spaces with their capacities,
 * the packages with their prices, a few pictures, two couples' words, the Wedding Fair and the form.
 */
function weddings(): void {
  weddingPackages();
  simple(
    'weddings',
    'Weddings at Kingsmere Park',
    'Say “I do” in the Orangery or on the Royal Enclosure lawn.',
    'hero-wedding-arch',
    undefined,
    'weddings',
    [
      custom('title-and-text-block', {
        title_string: 'Your wedding, your way',
        text_string:
          '<p>Three rooms licensed for ceremonies, four spaces for the wedding breakfast and the dancing, and a racecourse laid out below every one of them. Kingsmere Park hosts around sixty weddings a year, never on a raceday and never more than one at a time, so the day, the gardens and the team are yours. Your wedding coordinator, Eleanor Marsh, looks after you from the first show round to the last dance.</p>',
        alignment_select: 'Left',
        darklightTheme_custom: light(),
      }),
      custom('anchor-tab', {
        anchors_custom: [
          { label_string: 'Spaces', anchorId_string: 'spaces' },
          { label_string: 'Packages', anchorId_string: 'packages' },
          { label_string: 'Wedding Fair', anchorId_string: 'wedding-fair' },
          { label_string: 'Enquire', anchorId_string: 'enquire' },
        ],
      }),
      {
        ...custom('entertainment-detail', {
          title_string: 'Our wedding spaces',
          entertainmentDetailCard_custom: [
            [
              'The Orangery',
              'Ceremonies for 120 · wedding breakfast for 80, among the orange trees',
              'hero-room-the-orangery',
            ],
            [
              'The Royal Enclosure Lawn',
              'Ceremonies under the arch · a marquee for up to 250',
              'hero-enclosure-lawn',
            ],
            [
              'The Winning Post Box',
              'Ceremonies for 40 · dinner for 30, on a balcony over the finish',
              'hero-private-box',
            ],
            [
              'The Panoramic',
              'Wedding breakfast for 300 · dancing above the floodlit course',
              'hero-room-panoramic',
            ],
          ].map(([title, description, hero]) => ({
            title_string: title as string,
            description_string: description as string,
            backgroundImage_content: picture(hero as string, title as string),
            button_content: link('Enquire', WEDDING_ENQUIRY),
          })),
        }),
        id: 'spaces',
      },
      {
        ...custom('feed-container', {
          title_string: 'Wedding packages',
          description_string:
            'Prices include VAT, your venue hire, food and drink, and a dedicated coordinator. Every package can be shaped to suit you.',
          feed_content: { sourceSystemId: 'feed-wedding-packages' },
          componentType_select: 'Package/Membership Cards',
          appereance_select: 'Grid',
          button_content: {},
          darklightTheme_custom: light(),
        }),
        id: 'packages',
      },
      gallery(
        'Kingsmere weddings',
        [
          ['hero-hospitality-balcony', 'The long table on the balcony at sunset'],
          ['hero-royal-gallery', 'The Gallery laid for a wedding breakfast'],
          ['card-afternoon-tea', 'Afternoon tea for the wedding party'],
          ['card-cocktails-champagne-bar', 'Cocktails before dinner'],
          ['hero-bandstand-evening', 'Evening music by the Bandstand'],
        ],
        'CAROUSEL',
      ),
      quote(
        'We married in the Orangery and danced in the Panoramic with the course lit up below us. Eleanor thought of everything, right down to a horseshoe on the cake.',
        'Sophie and James, married in June',
      ),
      quote(
        'Our guests still talk about the fireworks over the lake. The marquee on the Royal lawn felt like a garden party of our own.',
        'Priya and Tom, married in August',
      ),
      {
        ...custom('feed-container', {
          title_string: 'Meet us at the Wedding Fair',
          description_string:
            'Tour every space dressed for a wedding, and meet our team and forty suppliers.',
          feed_content: { sourceSystemId: 'feed-wedding-fair' },
          componentType_select: 'Raceday/Event Cards',
          appereance_select: 'Grid',
          button_content: {},
          darklightTheme_custom: light(),
        }),
        id: 'wedding-fair',
      },
      {
        ...custom('title-and-text-block', {
          title_string: 'Book a show round',
          text_string:
            '<p>Tell us your date, if you have one, and how many guests you are thinking of, and Eleanor will arrange a show round at a time that suits you, weekends included. Prefer to talk? Call 01632 960 410, Monday to Saturday, 9am to 5pm.</p>',
          alignment_select: 'Left',
          darklightTheme_custom: light(),
        }),
        id: 'enquire',
      },
      form('form-wedding'),
    ],
  );
}

export function buildVenues(): void {
  RESTAURANTS.forEach((venue, index) => venuePage(venue, 'restaurants', index));
  BARS.forEach((venue, index) => venuePage(venue, 'bars', index));
  simple(
    'fine-dining',
    'Fine Dining and Restaurants',
    'Twelve restaurants, from a sun deck to a Victorian gallery.',
    'hero-dining-table',
    undefined,
    'fine dining and restaurants',
    [
      custom('title-and-text-block', {
        title_string: 'Dine at Kingsmere Park',
        text_string:
          '<p>Our chefs cook for up to 9,000 guests on a Royal Kingsmere afternoon, and every dish starts with produce from within thirty miles of the course.</p>',
        alignment_select: 'Centre',
        darklightTheme_custom: light(),
      }),
      custom('feed-container', {
        title_string: 'Restaurants',
        description_string: '',
        feed_content: { sourceSystemId: 'feed-restaurants' },
        componentType_select: 'Venue Cards',
        appereance_select: 'Grid',
        button_content: link('Make a booking', '/enquiry-forms/fine-dining-enquiry'),
        darklightTheme_custom: light(),
      }),
      custom('feed-container', {
        title_string: 'Bars',
        description_string: '',
        feed_content: { sourceSystemId: 'feed-bars' },
        componentType_select: 'Venue Cards',
        appereance_select: 'Carousel',
        button_content: {},
        darklightTheme_custom: dark(),
      }),
    ],
  );
  // The hospitality front: what there is (packages, boxes, weddings, conferences), then one form
  // for any of it.
  simple(
    'hospitality',
    'Hospitality',
    'Restaurants, private boxes and packages for every raceday.',
    'hero-hospitality-balcony',
    undefined,
    'fine dining and restaurants',
    [
      custom('title-and-text-block', {
        title_string: 'Hosted days at the races',
        text_string:
          '<p>From a table in the Panoramic to a box above the winning post, every hospitality day at Kingsmere Park is hosted from arrival to the last race: a reserved table, a menu from our own kitchens and the best view of the finish. Away from racedays, the same rooms host weddings, conferences and dinners all year round.</p>',
        alignment_select: 'Centre',
        darklightTheme_custom: light(),
      }),
      custom('anchor-tab', {
        anchors_custom: [
          { label_string: 'Packages', anchorId_string: 'packages' },
          { label_string: 'Private boxes', anchorId_string: 'private-boxes' },
          { label_string: 'Weddings', anchorId_string: 'weddings' },
          { label_string: 'Conferences', anchorId_string: 'conferences' },
          { label_string: 'Enquire', anchorId_string: 'enquire' },
        ],
      }),
      {
        ...custom('feed-container', {
          title_string: 'Raceday packages',
          description_string: 'Prices per person unless stated, including VAT and your enclosure badge.',
          feed_content: { sourceSystemId: 'feed-raceday-hospitality' },
          componentType_select: 'Package/Membership Cards',
          appereance_select: 'Carousel',
          button_content: link('All packages', '/packages'),
          darklightTheme_custom: light(),
        }),
        id: 'packages',
      },
      {
        ...custom('feature-block', {
          title_string: 'Private boxes',
          subtitle_string: 'For twelve to forty guests',
          description_string:
            'Forty-two boxes on the fourth and fifth floors of the Grandstand, each with its own balcony over the winning post, a host for the day, lunch, afternoon tea and a bar. Hire a box for one raceday or for the whole season.',
          image_content: picture('hero-private-box', 'A private box above the winning post'),
          video_content: {},
          button_content: link('Private boxes', '/private-boxes'),
          imagePosition_select: 'Left',
          darklightTheme_custom: light(),
          royalkingsmereTheme_select: 'No',
        }),
        id: 'private-boxes',
      },
      {
        ...custom('feature-block', {
          title_string: 'Weddings',
          subtitle_string: 'Ceremonies in the Orangery for up to 150 guests',
          description_string:
            'Say yes in the Orangery among the orange trees, then dance in the Grandstand with the course lit up below. Our wedding coordinator looks after every detail, from the first show round to the last song.',
          image_content: picture('hero-orangery-wedding', 'A wedding in the Orangery'),
          video_content: {},
          button_content: link('Plan your wedding', '/weddings'),
          imagePosition_select: 'Right',
          darklightTheme_custom: dark(),
          royalkingsmereTheme_select: 'No',
        }),
        id: 'weddings',
      },
      {
        ...custom('feature-block', {
          title_string: 'Conferences and events',
          subtitle_string: 'Eighteen spaces for ten to 2,000 guests',
          description_string:
            'Boardrooms with a view of the course, the Panoramic for conferences of 2,000, and parking for every delegate. Day delegate rates start at £49, lunch included.',
          image_content: picture('hero-conference-suite', 'A conference suite overlooking the course'),
          video_content: {},
          button_content: link('Host an event', '/conferences-and-events'),
          imagePosition_select: 'Left',
          darklightTheme_custom: light(),
          royalkingsmereTheme_select: 'No',
        }),
        id: 'conferences',
      },
      custom('feed-container', {
        title_string: 'Where to eat',
        description_string: 'Twelve restaurants and bars, from seafood on the Deck to the Furlong Grill.',
        feed_content: { sourceSystemId: 'feed-restaurants' },
        componentType_select: 'Venue Cards',
        appereance_select: 'Carousel',
        button_content: link('All restaurants', '/fine-dining'),
        darklightTheme_custom: dark(),
      }),
      {
        ...custom('title-and-text-block', {
          title_string: 'Make an enquiry',
          text_string:
            '<p>Tell us what you have in mind and our hospitality team will reply within one working day with availability and a proposal. Prefer to talk? Call 01632 960 400, Monday to Friday, 9am to 5pm.</p>',
          alignment_select: 'Centre',
          darklightTheme_custom: light(),
        }),
        id: 'enquire',
      },
      form('form-hospitality'),
    ],
  );
  simple(
    'private-boxes',
    'Private Boxes',
    'Your own box above the winning post, for twelve to forty guests.',
    'hero-private-box',
    undefined,
    'private boxes',
    [
      text(
        '<p>Our forty-two private boxes sit on the fourth and fifth floors of the Grandstand, each with a private balcony over the winning post. Boxes can be hired for a single raceday or for the whole season.</p>',
      ),
      gallery(
        'Inside the boxes',
        [
          ['hero-dining-table', 'A box set for lunch'],
          ['card-champagne', 'Champagne on the balcony'],
          ['hero-finish-line', 'The view of the line'],
        ],
        'GRID',
      ),
      button('Enquire about a box', '/enquiry-forms/conference-events-enquiry'),
    ],
  );
  simple(
    'royal-kingsmere-private-boxes',
    'Private Boxes at Royal Kingsmere',
    'Royal Kingsmere boxes are sold for all five days.',
    'hero-royal-procession',
    'private-boxes',
    'private boxes',
    [
      text(
        '<p>During Royal Kingsmere boxes are sold for the whole week and include Queen Anne badges, lunch and afternoon tea each day.</p>',
      ),
      button('Join the waiting list', '/enquiry-forms/royal-kingsmere-ticket-enhancements'),
    ],
  );
  enquiryPage(
    'race-sponsorship-enquiry',
    'Race Sponsorship Enquiry',
    'Put your name on a race at Kingsmere Park.',
    'hero-finish-line',
    'form-race-sponsorship',
    'Sponsoring a race gives your guests a day to remember: naming rights, a hosted lunch, and presenting the trophy in the Winners’ Enclosure.',
  );
  enquiryPage(
    'fine-dining-enquiry',
    'Fine Dining Enquiry',
    'Book a table in any of our twelve restaurants.',
    'hero-dining-table',
    'form-fine-dining',
    'Tell us the date, the restaurant and the size of your party and our hospitality team will confirm your booking.',
  );
  enquiryPage(
    'wedding-enquiry',
    'Wedding Enquiry',
    'Book a show round, or register for the Wedding Fair.',
    'hero-wedding-arch',
    'form-wedding',
    'Tell us when you would like to visit and our wedding coordinator will confirm a time. Registering for the Wedding Fair is free and gives you a time slot on the day.',
  );
  enquiryPage(
    'conference-events-enquiry',
    'Conference and Events Enquiry',
    'Meetings, exhibitions and dinners for 10 to 2,000 guests.',
    'hero-conference-suite',
    'form-conference-events',
    'Our events team will send a proposal within two working days.',
  );
  enquiryPage(
    'royal-kingsmere-ticket-enhancements',
    'Register Interest: Royal Kingsmere Ticket Enhancements',
    'Upgrades for existing Royal Kingsmere ticket holders.',
    'hero-royal-procession',
    'form-royal-enhancements',
    'Already have Royal Kingsmere tickets? Register interest in upgrades: reserved seating, lunch in the Gallery, or a car park pass.',
  );
  enquiryPage(
    'membership-application',
    'Membership Application',
    'Apply for an annual membership.',
    'hero-enclosure-lawn',
    'form-membership',
    'Complete the form and our membership team will be in touch within five working days.',
  );
  simple(
    'conferences-and-events',
    'Conferences and Events',
    'Eighteen event spaces, from boardrooms to the 2,000-seat Panoramic.',
    'hero-grandstand-day',
    undefined,
    'conferences and events',
    [
      custom('entertainment-detail', {
        title_string: 'Our spaces',
        entertainmentDetailCard_custom: [
          ['The Panoramic', 'Up to 2,000 theatre style', 'hero-private-box'],
          ['The Oak Room', 'Boardroom for 24', 'hero-conference-suite'],
          ['The Orangery', 'Receptions for 150', 'card-afternoon-tea'],
          ['The Parade Ring Suite', 'Dinners for 300', 'hero-parade-ring'],
          ['The Gallery', 'Exhibitions to 600', 'hero-dining-table'],
          ['The Winning Post', 'Breakouts for 80', 'hero-finish-line'],
        ].map(([title, description, hero]) => ({
          title_string: title as string,
          description_string: description as string,
          backgroundImage_content: picture(hero as string, title as string),
          button_content: link('Enquire', '/enquiry-forms/conference-events-enquiry'),
        })),
      }),
      quote(
        'Four hundred delegates, two days, not a single hitch. The view from the Panoramic did the rest.',
        'Events director, Northgate Logistics',
      ),
    ],
  );
  simple(
    'meeting-rooms',
    'Meeting Rooms',
    'Day delegate rates from £49.',
    'hero-conference-suite',
    'conferences-and-events',
    'conferences and events',
    [
      text(
        '<p>Twelve meeting rooms with natural light and views over the course, with day delegate rates including lunch and refreshments from £49 per person.</p>',
      ),
    ],
  );
  simple(
    'exhibitions',
    'Exhibitions',
    '5,000 square metres of exhibition space.',
    'hero-grandstand-day',
    'conferences-and-events',
    'conferences and events',
    [
      text(
        '<p>The Grandstand concourse and the Gallery offer 5,000 square metres of exhibition space with vehicle access and parking for 6,000 cars.</p>',
      ),
    ],
  );
  simple(
    'awards-dinners',
    'Awards Dinners',
    'Gala dinners for up to 1,200 guests.',
    'hero-christmas-party',
    'conferences-and-events',
    'conferences and events',
    [
      text(
        '<p>From the Parade Ring Suite to the Panoramic, we host awards dinners for 100 to 1,200 guests.</p>',
      ),
    ],
  );
  weddings();
  simple(
    'wedding-packages',
    'Wedding Packages',
    'All-inclusive packages from £6,950 for 60 guests.',
    'card-champagne',
    'weddings',
    'weddings',
    [
      collection(
        'Packages',
        'Every package includes a dedicated coordinator.',
        WEDDING_PACKAGES.map(([, title, description, price, post]) => [
          `${title} – from £${price}`,
          [text(`<p>${description} From £${price} ${post}.</p>`)],
        ]),
      ),
    ],
  );
  simple(
    'wedding-venues',
    'Wedding Venues',
    'The Orangery, the Gallery and the Royal Lawn.',
    'hero-wedding-arch',
    'weddings',
    'weddings',
    [
      gallery(
        'Our wedding venues',
        [
          ['hero-wedding-arch', 'The lawn arch'],
          ['card-afternoon-tea', 'Afternoon tea in the Orangery'],
          ['hero-dining-table', 'A wedding breakfast in the Gallery'],
        ],
        'CAROUSEL',
      ),
    ],
  );
  simple(
    'christmas-parties',
    'Christmas Parties',
    'Shared and private Christmas parties from £59 per person.',
    'hero-christmas-party',
    undefined,
    'christmas parties',
    [
      text(
        '<p>Join a shared party night in the Panoramic, with a three-course dinner, a live band and a DJ until 1am, or hire a room for your own party.</p>',
      ),
      custom('tickets', {
        title_string: 'Party nights',
        description_string: 'Prices per person.',
        rows_custom: [
          {
            enclosure_string: 'Shared party night',
            price_string: '£59',
            note_string: 'Fridays and Saturdays in December',
          },
          { enclosure_string: 'Festive lunch', price_string: '£39', note_string: 'Weekdays' },
          { enclosure_string: 'Private party', price_string: 'From £85', note_string: 'For 40 or more' },
        ],
        button_content: link('Book a party', '/enquiry-forms/conference-events-enquiry'),
        darklightTheme_custom: dark(),
      }),
    ],
  );
  simple(
    'private-christmas-parties',
    'Private Christmas Parties',
    'Your own room, your own playlist.',
    'hero-christmas-party',
    'christmas-parties',
    'christmas parties',
    [
      text(
        '<p>Private parties for 40 to 1,200 guests, with menus designed with you and a coordinator on the night.</p>',
      ),
    ],
  );
}
