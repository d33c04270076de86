// The home page, the block showcase, the robustness fixture, redirects, takeover and external articles.
import { addArticle } from './articles';
import { eventCard } from './events';
import { fixtureDateOf } from './events-data';
import {
  type Block,
  advert,
  button,
  collection,
  custom,
  dark,
  feed,
  form,
  gallery,
  image,
  light,
  link,
  liveBlog,
  markdown,
  picture,
  png,
  poll,
  promo,
  quote,
  related,
  text,
  video,
} from './model';
import { sponsor } from './partners-data';
import { membershipTable, packageCard } from './tickets';

const jockeyPoll = (theme: 'Dark' | 'Light', royal = false, autotrigger = 'No'): Block =>
  custom('jockey-of-the-day-poll', {
    pollId_string: 'poll-jockey-of-the-day',
    title_string: 'Jockey of the Day',
    description_string:
      'Who gave the ride of the day? Vote for your Jockey of the Day; the winner is announced after the last race.',
    autotrigger_select: autotrigger,
    buttonText_string: 'Vote Now',
    image_content: picture('jockey-05', 'Jockeys in the Parade Ring'),
    darklightTheme_custom: [{ darklightTheme_select: theme }],
    royalkingsmereTheme_select: royal ? 'Yes' : 'No',
  });

// The home page sells: the next raceday and its tickets lead (the first versatile block becomes the
// hero), then the fixtures, a row of four stories, and the experiences beyond the racing.
function home(): void {
  addArticle({
    slug: 'home',
    title: 'Kingsmere Park',
    summary: 'World-class racing, dining and events in the heart of Berkshire.',
    image: 'hero-gallop-sunset',
    file: 'home.json',
    publish: '@now-1d',
    group: 'home',
    content: [
      custom('versatile-block', {
        title_string: 'Family Funday Raceday',
        subtitle_string: 'Next raceday',
        // The hero's own line: the fixture card below it gives the raceday's summary.
        description_string:
          'Bring the whole family: pony rides and face painting between the races, and under-18s come free.',
        countdownTimerDate_string: '@date+3d',
        countdownTimerTime_string: '13:30',
        backgroundImage_content: picture('hero-gallop-sunset', 'Horses galloping at sunset'),
        logos_custom: [
          { logo_content: { image: png('logo-kingsmere-park-reversed'), altText: 'Kingsmere Park' } },
        ],
        primaryButton_content: link('Buy tickets', '/tickets'),
        secondaryButton_content: link('About the raceday', '/racedays/family-funday-raceday'),
        darklightTheme_custom: dark(),
        royalkingsmereTheme_select: 'No',
      }),
      custom('feed-container', {
        title_string: 'Upcoming racedays',
        description_string: 'Book early: prices rise by £5 on the day.',
        feed_content: { sourceSystemId: 'feed-upcoming-racedays' },
        componentType_select: 'Raceday/Event Cards',
        appereance_select: 'Carousel',
        button_content: link('All fixtures', '/horse-races-and-events'),
        darklightTheme_custom: light(),
      }),
      custom('feed-container', {
        title_string: 'Latest news',
        description_string: '',
        feed_content: { sourceSystemId: 'feed-news-home' },
        componentType_select: 'News Cards',
        appereance_select: 'Grid',
        button_content: link('More news', '/news'),
        darklightTheme_custom: light(),
      }),
      custom('entertainment-detail', {
        title_string: 'More than a day at the races',
        entertainmentDetailCard_custom: EXPERIENCES.map(([title, description, picture_, label, href]) => ({
          title_string: title,
          description_string: description,
          backgroundImage_content: picture(picture_, title),
          button_content: link(label, href),
        })),
      }),
      custom('feed-container', {
        title_string: 'Annual membership',
        description_string: 'Race all year, Royal Kingsmere included.',
        feed_content: { sourceSystemId: 'feed-memberships' },
        componentType_select: 'Package/Membership Cards',
        appereance_select: 'Carousel',
        button_content: link('Compare memberships', '/memberships'),
        darklightTheme_custom: dark(),
      }),
      promo({ placementId: 'placement-members' }),
      // The royal meeting's band: its picture, its mark beside its partner's, and a way in. The
      // partner's logo sits in the band itself rather than on a 'Sponsored by' line under it.
      custom('versatile-block', {
        title_string: 'Royal Kingsmere',
        subtitle_string: 'In association with Harrowgate Champagne',
        description_string:
          'Five days of the finest flat racing in the world, opened each afternoon by the Royal Procession. The first four days are on sale now; the finale is sold out.',
        backgroundImage_content: picture(
          'hero-royal-landaus',
          'The Royal Procession passes the Golden Gates',
        ),
        logos_custom: [
          { logo_content: { image: png('logo-royal-kingsmere-reversed'), altText: 'Royal Kingsmere' } },
          { logo_content: { image: png('sponsor-harrowgate-champagne'), altText: 'Harrowgate Champagne' } },
        ],
        primaryButton_content: link('Discover Royal Kingsmere', '/horse-races-and-events/royal-kingsmere'),
        secondaryButton_content: link('Tickets and enclosures', '/royal-kingsmere/tickets-and-enclosures'),
        darklightTheme_custom: dark(),
        royalkingsmereTheme_select: 'Yes',
      }),
      jockeyPoll('Light'),
      video({
        sourceSystem: 'STREAM',
        sourceSystemId: '1_km2summer',
        title: 'Replay: Silver Lantern wins the Summer Mile',
        variant: 'feature-block',
        dark: true,
        poster: 'hero-summer-mile-finish',
      }),
      gallery(
        'A day at Kingsmere Park',
        [
          ['hero-parade-ring', 'The Parade Ring'],
          ['hero-meadow', 'The wildflower meadow by the lake'],
          ['card-champagne', 'Harrowgate on the Champagne Lawn'],
          ['hero-bandstand-evening', 'Music at the Bandstand'],
          ['hero-finish-line', 'The winning post'],
        ],
        'CAROUSEL',
        true,
      ),
      custom('feed-container', {
        title_string: 'Video',
        description_string: '',
        feed_content: { sourceSystemId: 'feed-video-latest' },
        componentType_select: 'Video Cards',
        appereance_select: 'Carousel',
        button_content: {},
        darklightTheme_custom: dark(),
      }),
      promo({ placementId: 'placement-home-banner' }),
      advert('kingsmere_web_leaderboard'),
    ],
  });
}

// The experiences the home page offers after the racing: [title, words, picture, button, page].
const EXPERIENCES: [string, string, string, string, string][] = [
  [
    'Hospitality and fine dining',
    'Lunch with a view of the home straight, from the Panoramic to the Parade Ring Restaurant.',
    'hero-dining-table',
    'Explore hospitality',
    '/hospitality',
  ],
  [
    'Private boxes',
    'Your own box above the winning post for twelve to forty guests, with a host for the day.',
    'hero-private-box',
    'Book a private box',
    '/private-boxes',
  ],
  [
    'Weddings',
    'Say yes in the Orangery and dance in the Grandstand, with the course as your backdrop.',
    'hero-wedding-arch',
    'Plan your wedding',
    '/weddings',
  ],
  [
    'Conferences and events',
    'Eighteen spaces for ten to 2,000 guests, and parking for all of them.',
    'hero-conference-suite',
    'Host an event',
    '/conferences-and-events',
  ],
];

function showcase(): void {
  const card = eventCard({
    slug: 'showcase-event',
    title: 'Showcase Raceday',
    description: 'An event card placed directly on a page.',
    day: 14,
    time: 'Gates 11:00 · First race 13:30',
    price: '30',
    image: 'hero-grandstand-day',
    path: '/racedays/ridgeway-bank-saturday',
    tag: 'Low Availability',
    sponsorSlug: 'marlow-timepieces',
    buyLink: '/tickets',
  });
  const royalCard = eventCard({
    slug: 'showcase-royal-event',
    title: 'Royal Showcase Day',
    description: 'A royal-themed event card.',
    day: 21,
    time: 'Gates 10:30',
    price: '89',
    image: 'hero-royal-procession',
    path: '/racedays/royal-kingsmere-week',
    royal: true,
    dark: true,
    buyLink: '/royal-kingsmere/tickets-and-enclosures',
  });
  const soldOut = eventCard({
    slug: 'showcase-sold-out',
    title: 'Sold Out Showcase',
    description: 'The buy button is disabled when sold out.',
    day: 45,
    time: 'Gates 11:00',
    price: '55',
    image: 'hero-finish-line',
    path: '/racedays/kingsmere-champions-raceday',
    tag: 'Sold Out',
    buyLink: '/tickets',
  });
  addArticle({
    slug: 'block-showcase',
    title: 'Block Showcase',
    summary: 'Every block and card the site can render, on one page.',
    image: 'hero-parade-ring',
    singlePage: false,
    file: 'showcase.json',
    // A page for the site's own tests and reviews, not for search engines.
    tags: ['noindex'],
    publish: '@now-5d',
    sponsors: [sponsor('marlow-timepieces')],
    content: [
      text(
        '<h2>Built-in blocks</h2><p>A <strong>TEXT</strong> block with HTML, a <a href="/tickets">link</a> and an inline script that should run after mount.</p><script>window.__furlongShowcaseScript = true;</script>' +
          // An editor's embed that fails: it throws when the address asks it to (#throw=message), for
          // the error-reporting tests.
          "<script>if (location.hash.indexOf('#throw=') === 0) throw new Error('Embed failed: ' + decodeURIComponent(location.hash.slice(7)));</script>",
      ),
      text(
        '<h3>Embeds behind consent</h3><p>The finish of the Kingsmere Cup, from the course\'s channel:</p><p><iframe src="https://www.youtube.com/embed/Km7CourseW1" width="560" height="315" title="The Kingsmere Cup finish" allow="autoplay; encrypted-media; picture-in-picture" allowfullscreen></iframe></p><p>And the winning connections on the day:</p><blockquote class="twitter-tweet"><p>What a finish at Kingsmere Park! Silver Lantern holds on by a neck in the Summer Mile.</p>&mdash; Kingsmere Park (@KingsmerePark) <a href="https://twitter.com/KingsmerePark/status/1790000000000000001">June 14, 2026</a></blockquote><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>',
      ),
      markdown(
        'A **markdown** TEXT block with a [link that opens in a new tab](https://www.example.com) and a list:\n\n- one\n- two',
      ),
      image(
        'hero-finish-line',
        'The winning post',
        'An IMAGE block with a caption and a link.',
        '/racedays/summer-mile-saturday',
      ),
      button('A BUTTON', '/tickets'),
      button('A BUTTON opening a new tab', 'https://www.example.com', true),
      quote('The horse is God’s gift to mankind.', 'Arabian proverb'),
      collection('A COLLECTION', 'An accordion on mobile, side tabs on desktop.', [
        ['First item', [text('<p>The first item opens first on desktop.</p>')]],
        ['Second item', [image('card-trophy', 'Trophy', 'A block inside a collection item.')]],
        ['Third item', [button('Button in a collection', '/faqs')]],
      ]),
      gallery(
        'A GALLERY (grid)',
        [
          ['hero-parade-ring', 'Parade Ring'],
          ['hero-start-stalls', 'Start stalls'],
          ['hero-jumps-fence', 'Over the last'],
          ['hero-summer-evening', 'Evening racing'],
          ['hero-winter-frost', 'Winter racing'],
          ['hero-meadow', 'Sixth item: not shown (gallery maximum is five)'],
        ],
        'GRID',
      ),
      gallery(
        'A GALLERY (carousel, with background)',
        [
          ['card-hat-navy', 'Navy'],
          ['card-hat-blush', 'Blush'],
          ['card-hat-emerald', 'Emerald'],
          ['card-rosette', 'Rosette'],
        ],
        'CAROUSEL',
        true,
      ),
      feed('feed-news-racing'),
      form('form-newsletter'),
      poll('poll-results-published'),
      poll('poll-awaiting-results'),
      poll('poll-not-yet-open'),
      related({
        title: 'RELATED_CONTENT by tags, categories, linked ids and article ids',
        tags: ['royal-kingsmere'],
        categoryIds: ['cat-news-racing'],
        linkedIds: [{ sourceSystem: 'HORSE', sourceSystemId: 'horse-silver-lantern' }],
        max: 8,
      }),
      video({ sourceSystem: 'STREAM', sourceSystemId: '1_km4parish', title: 'VIDEO: STREAM, free' }),
      video({
        sourceSystem: 'STREAM',
        sourceSystemId: '1_ktv9weekly',
        title: 'VIDEO: STREAM, needs the Kingsmere TV package',
        dark: true,
      }),
      video({
        sourceSystem: 'YOUTUBE',
        sourceSystemId: 'Km7CourseW1',
        link: 'https://www.youtube.com/watch?v=Km7CourseW1',
        title: 'VIDEO: YOUTUBE (consent-gated, no-cookie domain)',
        variant: 'default',
      }),
      video({
        sourceSystem: 'MEDIA',
        sourceSystemId: 'media-digital-tickets',
        link: 'pack:images/kingsmere-course.webm',
        title: 'VIDEO: MEDIA (plain video element)',
      }),
      liveBlog('lb-royal-kingsmere-live'),
      advert('kingsmere_web_mpu'),
      advert('kingsmere_app_only', ['IOS', 'ANDROID']),
      advert('kingsmere_web_leaderboard'),
      promo({ placementId: 'placement-home-banner' }),
      promo({
        tags: ['royal-kingsmere'],
        categoryIds: ['cat-royal-kingsmere'],
        linkedBy: { linkType: 'HORSE', linkedIds: ['horse-silver-lantern'] },
      }),
      text('<h2>Custom blocks</h2>'),
      custom('custom-tab-collection', {
        collection_content: {
          title: 'custom-tab-collection',
          content: 'A collection under customContent.collection_content.',
          children: [
            { title: 'Tab one', children: [text('<p>Tab one content.</p>')] },
            { title: 'Tab two', children: [text('<p>Tab two content.</p>')] },
          ],
        },
      }),
      custom('feature-block', {
        title_string: 'feature-block (image, light)',
        subtitle_string: 'Subtitle',
        description_string: 'Image on the left, light theme.',
        image_content: picture('hero-wedding-arch', 'Wedding arch'),
        video_content: {},
        button_content: link('Weddings', '/weddings'),
        imagePosition_select: 'Left',
        darklightTheme_custom: light(),
        royalkingsmereTheme_select: 'No',
      }),
      custom('feature-block', {
        title_string: 'feature-block (video, dark, royal)',
        subtitle_string: 'With a feature-block video',
        description_string: 'Video on the right, dark royal theme.',
        image_content: picture('hero-royal-procession', 'Royal Procession'),
        video_content: {
          contentType: 'VIDEO',
          sourceSystem: 'STREAM',
          sourceSystemId: '1_rk7procession',
          mediaTitle: 'The Royal Procession',
          variant: 'feature-block',
        },
        button_content: link('Royal Kingsmere', '/horse-races-and-events/royal-kingsmere'),
        imagePosition_select: 'Right',
        darklightTheme_custom: dark(),
        royalkingsmereTheme_select: 'Yes',
      }),
      custom('feed-container', {
        title_string: 'feed-container: Venue Cards',
        description_string: 'Venue cards link to /{display category text, lowercased}/{slug}.',
        feed_content: { sourceSystemId: 'feed-restaurants' },
        componentType_select: 'Venue Cards',
        appereance_select: 'Grid',
        button_content: link('Fine dining', '/fine-dining'),
        darklightTheme_custom: light(),
      }),
      custom('feed-container', {
        title_string: 'feed-container: Index Cards',
        description_string: '',
        feed_content: { sourceSystemId: 'feed-enclosures' },
        componentType_select: 'Index Cards',
        appereance_select: 'Carousel',
        button_content: {},
        darklightTheme_custom: dark(),
      }),
      custom('versatile-block-wrapper', {
        title_string: 'versatile-block-wrapper',
        blocks_content: [
          custom('versatile-block', {
            title_string: 'Light versatile block',
            subtitle_string: 'No countdown',
            description_string: 'Two buttons and a logo.',
            countdownTimerDate_string: '',
            countdownTimerTime_string: '',
            backgroundImage_content: picture('hero-meadow', 'Meadow'),
            logos_custom: [
              { logo_content: { image: png('sponsor-brightwater-energy'), altText: 'Brightwater Energy' } },
            ],
            primaryButton_content: link('Sustainability', '/sustainability'),
            secondaryButton_content: link('Community', '/community'),
            darklightTheme_custom: light(),
            royalkingsmereTheme_select: 'No',
          }),
          custom('versatile-block', {
            title_string: 'Royal versatile block',
            subtitle_string: 'Countdown to the Royal Procession',
            description_string: '',
            countdownTimerDate_string: fixtureDateOf('royal-kingsmere-week'),
            countdownTimerTime_string: '14:00',
            backgroundImage_content: picture('hero-royal-procession', 'Royal Procession'),
            logos_custom: [
              { logo_content: { image: png('logo-royal-kingsmere-reversed'), altText: 'Royal Kingsmere' } },
            ],
            primaryButton_content: link('Tickets', '/royal-kingsmere/tickets-and-enclosures'),
            secondaryButton_content: {},
            darklightTheme_custom: dark(),
            royalkingsmereTheme_select: 'Yes',
          }),
          custom('versatile-block', {
            title_string: 'Countdown ending in two minutes',
            subtitle_string: 'The banner hides at zero',
            description_string: '',
            countdownTimerDate_string: '@date+2m',
            countdownTimerTime_string: '@time+2m',
            backgroundImage_content: picture('hero-start-stalls', 'Start stalls'),
            logos_custom: [],
            primaryButton_content: link('Racedays', '/racedays/family-funday-raceday'),
            secondaryButton_content: {},
            darklightTheme_custom: dark(),
            royalkingsmereTheme_select: 'No',
          }),
        ],
      }),
      custom('useful-links', {
        title_string: 'useful-links (five rows)',
        links_custom: [1, 2, 3, 4, 5].map((n) => ({
          link_content: link(
            `Link ${n}`,
            ['/tickets', '/faqs', '/maps', '/contact-us', 'https://www.example.com'][n - 1] as string,
            n === 5,
          ),
          description_string: `Row ${n}`,
        })),
      }),
      custom('text-box-and-details', {
        title_string: 'text-box-and-details (dark)',
        text_string: '<p>Text with up to five detail rows.</p>',
        details_custom: [
          { label_string: 'Gates', value_string: '11:00', icon_select: 'Clock' },
          { label_string: 'First race', value_string: '13:30', icon_select: 'Flag' },
        ],
        button_content: link('Plan your visit', '/plan-visit'),
        darklightTheme_custom: dark(),
      }),
      custom('anchor-tab', {
        anchors_custom: [
          { label_string: 'Tables', anchorId_string: 'showcase-tables' },
          { label_string: 'Cards', anchorId_string: 'showcase-cards' },
          { label_string: 'Poll', anchorId_string: 'showcase-poll' },
        ],
      }),
      custom('tickets', {
        title_string: 'tickets',
        description_string: 'A price list of up to five rows.',
        rows_custom: [
          { enclosure_string: 'Queen Anne', price_string: '£35', note_string: '' },
          { enclosure_string: 'Village', price_string: '£25', note_string: 'Picnics welcome' },
        ],
        button_content: link('Buy', '/tickets'),
        darklightTheme_custom: light(),
      }),
      custom('title-and-text-block', {
        title_string: 'title-and-text-block (light)',
        text_string: '<p>Centred title and text.</p>',
        alignment_select: 'Centre',
        darklightTheme_custom: light(),
      }),
      custom('section-block', {
        title_string: 'section-block',
        description_string: 'A section that wraps other blocks.',
        image_content: picture('hero-enclosure-lawn', 'Lawn'),
        sectionId_string: 'showcase-section',
        blocks_content: [text('<p>A block inside a section.</p>'), button('And a button', '/enclosures')],
        darklightTheme_custom: light(),
      }),
      custom('dark-text-block', {
        textBlock_content: '<h3>dark-text-block</h3><p>Content lives in customContent.textBlock_content.</p>',
      }),
      custom('dark-collection', {
        collection_content: {
          title: 'dark-collection',
          content: 'A collection on a dark background.',
          children: [
            { title: 'One', children: [text('<p>One.</p>')] },
            { title: 'Two', children: [text('<p>Two.</p>')] },
          ],
        },
      }),
      custom('dark-gallery', {
        gallery_content: {
          title: 'dark-gallery',
          withBackground: true,
          appearance: { type: 'CAROUSEL' },
          children: ['hero-fireworks-night', 'hero-concert-stage', 'hero-christmas-party'].map((name) => ({
            image: `pack:images/${name}.jpg`,
            imageThumbnail: `pack:images/${name}.jpg`,
            title: name.replace('hero-', '').replace(/-/g, ' '),
          })),
        },
      }),
      custom('text-and-carousel', {
        title_string: 'text-and-carousel',
        text_string: '<p>Text beside an image carousel.</p>',
        images_custom: ['hero-parade-ring', 'hero-enclosure-lawn'].map((name) => ({
          image_content: picture(name, name),
          caption_string: name,
        })),
        button_content: link('Enclosures', '/enclosures'),
        imagePosition_select: 'Left',
        darklightTheme_custom: dark(),
      }),
      custom('tabs-block', {
        title_string: 'tabs-block (ticket tabs by date, sorted ascending)',
        tabs_custom: [
          {
            tabTitle_string: 'Later tab listed first',
            eventDate_string: fixtureDateOf('ridgeway-bank-saturday'),
            feed_content: { sourceSystemId: 'feed-tickets-ridgeway-saturday' },
          },
          {
            tabTitle_string: 'Earliest date',
            eventDate_string: fixtureDateOf('family-funday-raceday'),
            feed_content: { sourceSystemId: 'feed-tickets-family-funday' },
          },
        ],
        darklightTheme_custom: light(),
      }),
      custom('tabs-section', {
        title_string: 'tabs-section (royal: four enclosure tabs)',
        description_string: '',
        feed_content: { sourceSystemId: 'feed-tickets-royal-day-one' },
        royalkingsmereTheme_select: 'Yes',
      }),
      custom('tabs-section', {
        title_string: 'tabs-section (plain: three tabs)',
        description_string: '',
        feed_content: { sourceSystemId: 'feed-tickets-friday-evening' },
        royalkingsmereTheme_select: 'No',
      }),
      custom('master-filter-and-indexes', {
        title_string: 'master-filter-and-indexes',
        description_string: 'Filter groups are the children of the filter category.',
        filterCategory_content: { id: 'cat-whats-on-filters' },
        listCategory_content: { id: 'cat-whats-on' },
        componentType_select: 'Index Cards',
      }),
      { ...membershipTable(), id: 'showcase-tables' },
      custom('table', {
        title_string: 'table without a header row (one column has no header content)',
        columns_custom: [
          { title_string: '', description_string: '', button_content: {}, image_content: {} },
          { title_string: 'Included', description_string: '', button_content: {}, image_content: {} },
        ],
        rows_custom: [
          {
            header_string: 'Parking',
            cells_custom: [
              { icon_select: 'None', label_string: 'Parking' },
              { icon_select: 'Tick', label_string: 'Yes' },
            ],
          },
          {
            header_string: 'Racecard',
            cells_custom: [
              { icon_select: 'None', label_string: 'Racecard' },
              { icon_select: 'Cross', label_string: 'No' },
            ],
          },
        ],
        darklightTheme_custom: light(),
      }),
      custom('entertainment-detail', {
        title_string: 'entertainment-detail (three cards: grid)',
        entertainmentDetailCard_custom: ['Live music', 'Street food', 'Funfair'].map((title, index) => ({
          title_string: title,
          description_string: `${title} on raceday.`,
          backgroundImage_content: picture(
            ['hero-bandstand-evening', 'card-plate-lamb', 'hero-spring-family'][index] as string,
            title,
          ),
          button_content: link('More', '/plan-visit'),
        })),
      }),
      custom('entertainment-detail', {
        title_string: 'entertainment-detail (six cards: carousel)',
        entertainmentDetailCard_custom: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map(
          (title, index) => ({
            title_string: title,
            description_string: `Card ${title.toLowerCase()}.`,
            backgroundImage_content: picture(
              [
                'hero-meadow',
                'hero-kites-open-day',
                'hero-concert-stage',
                'card-trophy',
                'card-rosette',
                'hero-winter-frost',
              ][index] as string,
              title,
            ),
            button_content: {},
          }),
        ),
      }),
      custom('faq-cards', { title_string: 'faq-cards', feed_content: { sourceSystemId: 'feed-faqs' } }),
      { ...jockeyPoll('Light', true), id: 'showcase-poll' },
      custom('memorial-headshot-banner', {
        image_content: { image: 'pack:images/memorial-portrait.jpg', altText: 'Sir Edmund Hale' },
        text_string:
          'A memorial headshot banner: portrait, tribute, signature, name and role, and a link button that dismisses the takeover.',
        signature_content: { image: png('memorial-signature'), altText: 'Signature' },
        name_string: 'Sir Edmund Hale',
        role_string: 'Chairman, 1978–2019',
        link_content: { title: 'Continue to Kingsmere Park', link: '/' },
      }),
      custom('availability-tag', [{ availabilityTag_select: 'Sold Out' }]),
      custom('availability-tag', [{ availabilityTag_select: 'Low Availability' }]),
      { ...card, id: 'showcase-cards' },
      royalCard,
      soldOut,
      packageCard(
        {
          title: 'Showcase package',
          description: 'A package card with all eight benefits.',
          pre: 'From',
          price: '150',
          post: 'per person',
          image: 'card-plate-seafood',
          graphic: 'card-badge-queen-anne',
          benefits: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'],
          buy: '/packages',
          learn: 'https://www.example.com',
        },
        true,
      ),
      custom('ticket-card', {
        eventDate_string: '@date+3d',
        price_string: '25',
        title_string: 'Village Enclosure',
        description_string: 'A ticket card with a View Enclosure link.',
        image_content: picture('card-badge-village', 'Village'),
        availabilityTag_custom: [],
        buyTicketsButton_content: { link: '/tickets', title: 'Buy tickets' },
        viewEnclosure_select: 'village-enclosure',
        royalkingsmereTheme_select: 'No',
      }),
      custom('ticket-card', {
        eventDate_string: fixtureDateOf('royal-kingsmere-week'),
        price_string: '230',
        title_string: 'The Royal Enclosure',
        description_string: 'A royal ticket card: View Enclosure goes to /royal-kingsmere/…',
        image_content: picture('card-badge-royal-enclosure', 'Royal Enclosure'),
        availabilityTag_custom: [{ availabilityTag_select: 'Low Availability' }],
        buyTicketsButton_content: { link: '/royal-kingsmere/tickets-and-enclosures', title: 'Buy tickets' },
        viewEnclosure_select: 'king-edward-vi-enclosure',
        royalkingsmereTheme_select: 'Yes',
      }),
    ],
  });
}

function robustness(): void {
  addArticle({
    slug: 'content-robustness',
    title: 'Content robustness',
    summary: 'Malformed blocks between normal ones; the page must still render.',
    image: 'hero-misty-gallops',
    singlePage: false,
    file: 'showcase.json',
    // A page for the site's own tests and reviews, not for search engines.
    tags: ['noindex'],
    publish: '@now-5d',
    content: [
      text('<p>Normal text before the malformed blocks.</p>'),
      { contentType: 'TEXT', content: 42, isHtml: 'yes' } as unknown as Block,
      { contentType: 'IMAGE', image: null, title: ['not', 'a', 'string'] } as unknown as Block,
      { contentType: 'HOLOGRAM', content: 'An unknown built-in contentType.' },
      custom('quantum-carousel', { title_string: 'An unknown customContentType' }),
      { contentType: 'CUSTOM', customContent: { title_string: 'CUSTOM without a customContentType' } },
      custom('event-card', {
        title_string: 12345,
        price_string: { amount: 30 },
        availabilityTag_custom: 'Sold Out',
      } as never),
      custom('feed-container', {
        title_string: 'Feed with a missing feed',
        feed_content: { sourceSystemId: 'feed-does-not-exist' },
        componentType_select: 'News Cards',
        appereance_select: 'Grid',
        button_content: {},
        darklightTheme_custom: light(),
      }),
      custom('feed-container', {
        title_string: 'Feed with an unknown card type',
        feed_content: { sourceSystemId: 'feed-news-latest' },
        componentType_select: 'Hologram Cards',
        appereance_select: 'Sideways',
        button_content: {},
        darklightTheme_custom: [{ darklightTheme_select: 'Purple' }],
      }),
      custom('versatile-block', {
        title_string: 'Countdown with a date but no time (not shown)',
        countdownTimerDate_string: '@date+3d',
        darklightTheme_custom: dark(),
      }),
      custom('versatile-block', {
        title_string: 'Countdown with an unreadable date',
        countdownTimerDate_string: '31/02/not-a-year',
        countdownTimerTime_string: '25:99',
        darklightTheme_custom: dark(),
      }),
      custom('availability-tag', { availabilityTag_select: 'Sold Out' }),
      custom('table', { title_string: 'Table with no rows', columns_custom: [], rows_custom: null } as never),
      { contentType: 'GALLERY', title: 'Gallery with no children' },
      {
        contentType: 'COLLECTION',
        title: 'Collection with malformed children',
        children: [{ title: 'No children array' }, null, 'a string'],
      } as unknown as Block,
      { contentType: 'VIDEO', sourceSystem: 'BETAMAX', sourceSystemId: 'tape-1' },
      { contentType: 'POLL', pollId: 'poll-does-not-exist' },
      { contentType: 'ADVERT', platforms: 'WEB', sourceSystemId: 12 } as unknown as Block,
      { contentType: 'BUTTON', title: 'Button without a link' },
      {
        contentType: 'TEXT',
        content: '<p>A block with no id.</p>',
        isHtml: true,
        __noId: true,
      } as unknown as Block,
      {
        contentType: 'RELATED_CONTENT',
        title: 'Related with max as a string',
        max: 'ten',
      } as unknown as Block,
      text('<p>Normal text after the malformed blocks: if you can read this, the page survived.</p>'),
    ],
  });
}

function utility(): void {
  const redirect = (from: string | undefined, to: string | undefined): Block =>
    custom('redirect', {
      ...(from !== undefined ? { from_string: from } : {}),
      ...(to !== undefined ? { to_string: to } : {}),
    });
  addArticle({
    slug: 'utility-redirects-page',
    title: 'Redirects',
    summary: 'Redirect rules read by the site at start-up.',
    image: 'card-racecard',
    display: 'utility',
    singlePage: true,
    file: 'utility.json',
    content: [
      redirect('/old-tickets', '/tickets'),
      redirect('/royal', '/Horse-Races-And-Events/Royal-Kingsmere'),
      redirect('/shop', 'https://shop.kingsmerepark.example.com'),
      redirect('/no-target', undefined),
      redirect('missing-slash', '/faqs'),
      redirect('/royal-kingsmere', '/horse-races-and-events/royal-kingsmere'),
      redirect('/news/racing/archive', '/news'),
      ...(
        [
          'queen-anne-enclosure',
          'village-enclosure',
          'windsor-enclosure',
          'king-edward-vi-enclosure',
        ] as const
      ).flatMap((slug) => [
        redirect(`/enclosure/${slug}`, `/enclosures/${slug}`),
        redirect(`/royal-kingsmere/${slug}`, `/enclosures/${slug}`),
      ]),
    ],
  });
}

function takeoverAndExternal(): void {
  addArticle({
    slug: 'paddock-pavilion-takeover',
    title: 'The Paddock Pavilion',
    summary: 'Our new home for racegoers, owners and trainers opens this season.',
    image: 'hero-pavilion-project',
    display: 'project-takeover',
    singlePage: false,
    file: 'takeover.json',
    publish: '@now-3d',
    content: [
      custom('memorial-headshot-banner', {
        image_content: { image: 'pack:images/memorial-portrait.jpg', altText: 'Sir Edmund Hale' },
        text_string:
          'Sir Edmund dreamed of a pavilion where owners, trainers and racegoers could share the Parade Ring. Today, that dream opens its doors. We dedicate the Paddock Pavilion to his memory.',
        signature_content: { image: png('memorial-signature'), altText: 'Signature of Sir Edmund Hale' },
        name_string: 'Sir Edmund Hale',
        role_string: 'Chairman of Kingsmere Park, 1978–2019',
        link_content: { title: 'Enter Kingsmere Park', link: '/' },
      }),
      text(
        '<p>The Paddock Pavilion brings the Parade Ring, the Winners’ Enclosure and the Weighing Room together under one timber roof.</p>',
      ),
    ],
  });
  addArticle({
    slug: 'paddock-pavilion-film',
    title: 'Paddock Pavilion: the film',
    summary: 'Three years of building in three minutes.',
    image: 'hero-pavilion-project',
    display: 'project-takeover',
    singlePage: false,
    file: 'takeover.json',
    publish: '@now-4d',
    heroVideo: { sourceSystem: 'STREAM', sourceSystemId: '1_pp11film' },
    content: [
      video({
        sourceSystem: 'STREAM',
        sourceSystemId: '1_pp11film',
        title: 'Paddock Pavilion: the film',
        variant: 'header',
        dark: true,
      }),
    ],
  });
  addArticle({
    slug: 'racing-post-interview',
    title: 'Our chief executive in conversation',
    summary: 'An interview with Kingsmere Park’s chief executive on a national racing site.',
    image: 'hero-grandstand-day',
    display: 'external',
    singlePage: false,
    heroLink: 'https://racing-news.example.com/interviews/kingsmere-park-chief-executive',
    file: 'external.json',
    publish: '@now-8d',
    tags: ['racing'],
    content: [],
  });
  addArticle({
    slug: 'kingsmere-shop-external',
    title: 'The Kingsmere Collection online shop',
    summary: 'Official merchandise from our licensee.',
    image: 'card-rosette',
    display: 'external',
    singlePage: false,
    heroLink: 'https://shop.kingsmerepark.example.com',
    file: 'external.json',
    publish: '@now-9d',
    content: [],
  });
}

// The heaviest article an editor is likely to make: 50 embeds from every provider, pasted as each
// provider's share dialog gives them (a social post's quote with its provider's script), in ten text
// blocks, each with two inline scripts of its own: more than a page's policy allows (20 against 16,
// server/security-headers.mjs POLICY_LIMITS). The load and fault tests ask for it beside the gallery.
const HEAVY_ARTICLE_PATH = '/content/fifty-embeds-from-the-paddock';
const EMBEDS_PER_BLOCK = 5;
const HEAVY_EMBEDS = 50;

function heavyEmbed(i: number): string {
  const id = String(1790000000000000000n + BigInt(i));
  const frame = (src: string, title: string) =>
    `<p><iframe src="${src}" width="560" height="315" title="${title} ${i + 1}" allowfullscreen></iframe></p>`;
  const quote = (attributes: string, text: string, script: string) =>
    `<blockquote ${attributes}><p>${text} (${i + 1})</p></blockquote><script async src="${script}"></script>`;
  switch (i % 8) {
    case 0:
      return frame(`https://www.youtube.com/embed/Km7Paddock${i}`, 'From the paddock');
    case 1:
      return quote(
        'class="twitter-tweet"',
        `Into the parade ring at Kingsmere Park <a href="https://twitter.com/KingsmerePark/status/${id}">link</a>`,
        'https://platform.twitter.com/widgets.js',
      );
    case 2:
      return quote(
        `class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/KP${i}/"`,
        'Silks of the day',
        'https://www.instagram.com/embed.js',
      );
    case 3:
      return quote(
        `class="tiktok-embed" cite="https://www.tiktok.com/@kingsmerepark/video/${id}"`,
        'Behind the stalls',
        'https://www.tiktok.com/embed.js',
      );
    case 4:
      return frame(
        `https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fkingsmere%2Fvideos%2F${id}`,
        'Live from the rail',
      );
    case 5:
      return frame(`https://www.dailymotion.com/embed/video/xkp${i}`, 'Replay');
    case 6:
      return frame(`https://www.linkedin.com/embed/feed/update/urn:li:share:${id}`, 'Careers at the course');
    default:
      return frame(`https://form.typeform.com/to/kp${i}`, 'Rate your day');
  }
}

// The hours of a raceday, one section of the article each, as the social team posts through the day.
const RACEDAY_HOURS = [
  'First lot, 6.30am',
  'Gates open',
  'In the parade ring',
  'The first race',
  'Down at the rail',
  'Between races',
  'The feature race',
  "The winners' enclosure",
  'The last race',
  'After racing',
];

function heavyArticle(): void {
  const intro = text(
    '<p>Family Funday from first lot to the last race, as our riders, grooms, stewards and racegoers saw ' +
      'it: fifty of the day’s posts, films and polls, gathered in one place. Accept the cookies of each ' +
      'service to see them here, or follow the links to read them where they were posted.</p>',
  );
  const sections = Array.from({ length: HEAVY_EMBEDS / EMBEDS_PER_BLOCK }, (_, block) => {
    const embeds = Array.from({ length: EMBEDS_PER_BLOCK }, (_, j) =>
      heavyEmbed(block * EMBEDS_PER_BLOCK + j),
    );
    const scripts = [0, 1].map(
      (j) =>
        `<script>window.__furlongEmbedScripts = (window.__furlongEmbedScripts || 0) + 1; // block ${block + 1}, script ${j + 1}</script>`,
    );
    const hour = RACEDAY_HOURS[block] ?? `Part ${block + 1}`;
    return text(`<h2>${hour}</h2>${embeds.join('')}${scripts.join('')}`);
  });
  const blocks = [intro, ...sections];
  addArticle({
    slug: HEAVY_ARTICLE_PATH.slice('/content/'.length),
    title: 'Fifty moments from the paddock',
    summary: 'Family Funday in the posts, films and polls of the people who were there.',
    image: 'hero-parade-ring',
    singlePage: false,
    file: 'showcase.json',
    publish: '@now-5d',
    content: blocks,
  });
}

export function buildSpecial(): void {
  home();
  showcase();
  heavyArticle();
  robustness();
  utility();
  takeoverAndExternal();
}
