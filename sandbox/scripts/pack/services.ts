// Everything besides articles: polls, fans, videos, feeds, placements and content items.
import { articleId } from './articles';
import { catId } from './categories';
import { dayIds, eventIds, racedayIds } from './events';
import { fixtureDateOf } from './events-data';
import { siteFooter } from './footer';
import { type Json, custom, dark, link, picture, png } from './model';
import { PARTNERS } from './partners-data';
import { hospitalityPackageIds, membershipIds, packageIds, ticketFeeds } from './tickets';
import { WEDDING_PACKAGES } from './venues';

const JOCKEYS: [string, number][] = [
  ['Aidan Merriott', 1842],
  ['Amelia Strand', 2290],
  ['Ben Calloway', 611],
  ['Cormac Devereux', 1377],
  ['Danny Holloway', 402],
  ['Eloise Barraclough', 958],
  ['Freddie Lusk', 233],
  ['Grace Pemberton', 3120],
  ['Hector Quayle', 2764],
  ['Isabel Thorne', 4811],
  ['Jack Fennimore', 517],
  ['Kit Ravensworth', 1965],
  ['Luca Bellandi', 3398],
  ['Molly Ashgrove', 870],
  ['Nathan Oduya', 1204],
  ['Olly Sheringham', 345],
  ['Patrick Gallen', 690],
  ['Rory Maguire-Hunt', 2011],
  ['Sophie Kettleby', 1533],
  ['Tom Wrexley', 128],
  ['Tadhg Ó Floinn', 746],
  ['Ursula Penhaligon', 289],
  ['Victor Lamarque', 1102],
  ['William Drayfield', 557],
  ['Xavier Montclair', 64],
  ['Yusuf Karadag', 932],
  ['Zara Whitlock', 1418],
];

const option = (id: string, label: string, votes: number, message?: string): Record<string, Json> => ({
  id,
  label,
  votes,
  ...(message ? { postVoteMessage: { message, link: '/news', linkText: 'Read the latest news' } } : {}),
});

export function polls(): Json[] {
  return [
    {
      id: 'poll-jockey-of-the-day',
      label: 'Who is your Jockey of the Day?',
      sponsorImageURL: png('sponsor-marlow-timepieces'),
      publishDate: '@now-3h',
      validFrom: '@now-2h',
      validTo: '@now+6h',
      publishResultDate: '@now+7h',
      trackingEnabled: true,
      options: JOCKEYS.map(([name, votes], index) =>
        option(
          `jockey-${String(index + 1).padStart(2, '0')}`,
          name,
          votes,
          index === 9
            ? `Thanks for voting for ${name}! She has ridden 74 winners at Kingsmere Park.`
            : 'Thanks for voting! The Jockey of the Day is announced after the last race.',
        ),
      ),
    },
    {
      id: 'poll-not-yet-open',
      label: 'Who will win the Kingsmere Gold Cup?',
      sponsorImageURL: png('sponsor-fenwick-hale'),
      publishDate: '@now-1d',
      validFrom: '@now+2d',
      validTo: '@now+5d',
      publishResultDate: '@now+6d',
      trackingEnabled: false,
      options: [
        option('gc-1', 'Mereside Lad', 0),
        option('gc-2', 'Morning Rumour', 0),
        option('gc-3', 'Golden Tithe', 0),
        option('gc-4', 'Night Owl Express', 0),
      ],
    },
    {
      id: 'poll-awaiting-results',
      label: 'Best dressed on Family Funday?',
      sponsorImageURL: '',
      publishDate: '@now-3d',
      validFrom: '@now-3d',
      validTo: '@now-1h',
      publishResultDate: '@now+1d',
      trackingEnabled: true,
      options: [
        option('bd-1', 'The navy sinamay', 412),
        option('bd-2', 'The blush headpiece', 388),
        option('bd-3', 'The emerald straw', 501),
        option('bd-4', 'The matching family in tweed', 276),
      ],
    },
    {
      id: 'poll-results-published',
      label: 'Ride of the season so far?',
      sponsorImageURL: png('sponsor-marlow-timepieces'),
      publishDate: '@now-10d',
      validFrom: '@now-10d',
      validTo: '@now-3d',
      publishResultDate: '@now-2d',
      trackingEnabled: false,
      options: [
        option('rs-1', 'Isabel Thorne on Silver Lantern', 5120),
        option('rs-2', 'Rory Maguire-Hunt on Ironclad Promise', 3302),
        option('rs-3', 'Luca Bellandi on Kingfisher Blue', 2210),
        option('rs-4', 'Grace Pemberton on Lady Fenwick', 1987),
        option('rs-5', 'Hector Quayle on Parish Bell', 1450),
        option('rs-6', 'Kit Ravensworth on Fennel Street', 804),
      ],
    },
  ];
}

export function fans(): Json[] {
  return [
    {
      id: 'fan-ellie',
      username: 'ellie',
      password: 'gallop',
      displayName: 'Ellie Marchbank',
      entitlements: ['kingsmere-tv'],
    },
    { id: 'fan-sam', username: 'sam', password: 'canter', displayName: 'Sam Okoro', entitlements: [] },
    {
      id: 'fan-priya',
      username: 'priya',
      password: 'trot',
      displayName: 'Priya Lakhani',
      entitlements: ['member-queen-anne'],
    },
  ];
}

export function videos(): Json[] {
  const tv = { entitlement: 'kingsmere-tv' };
  return [
    { sourceSystemId: '1_km2summer', title: 'Replay: the Summer Mile', sourceSystem: 'STREAM' },
    { sourceSystemId: '1_km3silver', title: 'Replay: the Silver Birch Chase', sourceSystem: 'STREAM', ...tv },
    { sourceSystemId: '1_km4parish', title: 'Parish Bell’s record-breaking run', sourceSystem: 'STREAM' },
    { sourceSystemId: '1_km5floodlights', title: 'Floodlit racing: first look', sourceSystem: 'STREAM' },
    { sourceSystemId: '1_rk7procession', title: 'The Royal Procession', sourceSystem: 'STREAM' },
    {
      sourceSystemId: '1_rk12goldcup',
      title: 'Gold Cup preview: the stayers’ crown',
      sourceSystem: 'STREAM',
    },
    {
      sourceSystemId: '1_rk8bestdressed',
      title: 'Best dressed at Royal Kingsmere',
      sourceSystem: 'STREAM',
      ...tv,
    },
    { sourceSystemId: '1_ktv9weekly', title: 'Kingsmere TV Weekly', sourceSystem: 'STREAM', ...tv },
    { sourceSystemId: '1_ktv10academy', title: 'Inside the jockey academy', sourceSystem: 'STREAM', ...tv },
    { sourceSystemId: '1_pp11film', title: 'Paddock Pavilion: the film', sourceSystem: 'STREAM' },
    { sourceSystemId: 'Km7CourseW1', title: 'A walk round the course', sourceSystem: 'YOUTUBE' },
    { sourceSystemId: 'Km7Kitchen2', title: 'Behind the scenes: 9,000 lunches', sourceSystem: 'YOUTUBE' },
    { sourceSystemId: 'Xk3mRoyal01', title: 'Royal Kingsmere: the film', sourceSystem: 'YOUTUBE' },
    { sourceSystemId: 'media-digital-tickets', title: 'How digital tickets work', sourceSystem: 'MEDIA' },
  ];
}

const inCategory = (slug: string): string => `categories.id:"${catId(slug)}"`;
const newsCategories = [
  'news-racing',
  'news-royal-kingsmere',
  'news-venue',
  'news-community',
  'news-hospitality',
];

export function feeds(): Json[] {
  const list: Json[] = [
    { id: 'feed-upcoming-racedays', title: 'Upcoming racedays', articleIds: racedayIds() },
    { id: 'feed-non-racing-events', title: 'Non-racing events', articleIds: eventIds() },
    {
      id: 'feed-days-royal-kingsmere-week',
      title: 'Royal Kingsmere: the five days',
      articleIds: dayIds('royal-kingsmere-week'),
    },
    {
      id: 'feed-days-kingsmere-food-festival',
      title: 'Kingsmere Food Festival days',
      articleIds: dayIds('kingsmere-food-festival'),
    },
    { id: 'feed-wedding-fair', title: 'Wedding fair', articleIds: [articleId('wedding-fair')] },
    {
      id: 'feed-wedding-packages',
      title: 'Wedding packages',
      articleIds: WEDDING_PACKAGES.map(([slug]) => articleId(slug)),
    },
    { id: 'feed-hospitality-packages', title: 'Hospitality packages', articleIds: packageIds() },
    {
      id: 'feed-raceday-hospitality',
      title: 'Raceday hospitality',
      articleIds: hospitalityPackageIds(),
    },
    { id: 'feed-memberships', title: 'Memberships', articleIds: membershipIds() },
    {
      id: 'feed-restaurants',
      title: 'Restaurants',
      query: `singlePage:true AND ${inCategory('restaurants')}`,
      sort: 'heroMedia.title,ASC',
    },
    {
      id: 'feed-bars',
      title: 'Bars',
      query: `singlePage:true AND ${inCategory('bars')}`,
      sort: 'heroMedia.title,ASC',
    },
    {
      id: 'feed-enclosures',
      title: 'Enclosures',
      query: inCategory('enclosures'),
      sort: 'heroMedia.title,ASC',
    },
    {
      id: 'feed-news-latest',
      title: 'Latest news',
      query: `singlePage:false AND categories.id:(${newsCategories.map((slug) => `"${catId(slug)}"`).join(',')})`,
      sort: 'publishDate,DESC',
    },
    // The home page's news row: the same stories, four at a time.
    {
      id: 'feed-news-home',
      title: 'Latest news',
      query: `singlePage:false AND categories.id:(${newsCategories.map((slug) => `"${catId(slug)}"`).join(',')})`,
      sort: 'publishDate,DESC',
      size: 4,
    },
    {
      id: 'feed-news-racing',
      title: 'Racing news',
      query: inCategory('news-racing'),
      sort: 'publishDate,DESC',
    },
    {
      id: 'feed-news-royal-kingsmere',
      title: 'Royal Kingsmere news',
      query: `(${inCategory('news-royal-kingsmere')} OR tags.id:"royal-kingsmere") AND singlePage:false`,
      sort: 'publishDate,DESC',
    },
    {
      id: 'feed-news-community',
      title: 'Community news',
      query: inCategory('news-community'),
      sort: 'publishDate,DESC',
    },
    {
      id: 'feed-video-latest',
      title: 'Latest video',
      query: `${inCategory('video')} AND heroMedia.content.contentType:VIDEO`,
      sort: 'publishDate,DESC',
    },
    {
      id: 'feed-faqs',
      title: 'FAQs',
      query: `${inCategory('faqs')} AND singlePage:true`,
      sort: 'heroMedia.title,ASC',
    },
    { id: 'feed-partners', title: 'Partners', articleIds: PARTNERS.map((p) => articleId(p.slug)) },
  ];
  for (const f of ticketFeeds)
    list.push({
      id: f.feedId,
      title: `Tickets: ${f.feedId.replace('feed-tickets-', '')}`,
      articleIds: f.articleIds,
    });
  return list;
}

// A campaign of one banner: a versatile block, so every campaign of a placement is about the same height.
function bannerCampaign(
  campaign: { id: string; name: string; rulesetId: string },
  banner: Record<string, Json>,
): Json {
  return {
    ...campaign,
    contentType: 'CAMPAIGN',
    validFrom: '@now-7d',
    validTo: '@now+14d',
    content: [custom('versatile-block', { secondaryButton_content: {}, ...banner }) as unknown as Json],
  };
}

/**
 * Placements answer by rules (sandbox/services/content/placement-rules.ts): the first rule whose `when`
 * the caller's token meets gives the campaign, else the placement's own. A fan with the Kingsmere TV
 * package (ellie) sees another home banner than everyone else; a Queen Anne member (priya) another
 * membership banner.
 */
export function placements(): Json[] {
  return [
    {
      id: 'placement-home-banner',
      campaign: bannerCampaign(
        {
          id: 'campaign-royal-early-bird',
          name: 'Royal Kingsmere early bird',
          rulesetId: 'ruleset-anonymous-visitors',
        },
        {
          title_string: 'Royal Kingsmere: early-bird prices end soon',
          subtitle_string: 'Save 15% on Queen Anne tickets',
          description_string: 'Book before the countdown ends.',
          countdownTimerDate_string: '@date+5d',
          countdownTimerTime_string: '23:59',
          backgroundImage_content: picture('hero-royal-gold-cup', 'The Kingsmere Gold Cup'),
          logos_custom: [
            { logo_content: { image: png('logo-royal-kingsmere-reversed'), altText: 'Royal Kingsmere' } },
          ],
          primaryButton_content: link('Book now', '/royal-kingsmere/tickets-and-enclosures'),
          darklightTheme_custom: dark(),
          royalkingsmereTheme_select: 'Yes',
        },
      ),
      rules: [
        {
          when: { entitlement: 'kingsmere-tv' },
          campaign: bannerCampaign(
            {
              id: 'campaign-kingsmere-tv-replays',
              name: 'Kingsmere TV replays',
              rulesetId: 'ruleset-kingsmere-tv',
            },
            {
              title_string: 'Kingsmere TV: this week’s replays are in',
              subtitle_string: 'Included in your package',
              description_string:
                'Every race from the Silver Birch Chase meeting, from the stalls to the line.',
              backgroundImage_content: picture('hero-finish-line', 'The winning post'),
              logos_custom: [
                { logo_content: { image: png('logo-kingsmere-park-reversed'), altText: 'Kingsmere Park' } },
              ],
              primaryButton_content: link('Watch the replays', '/content/video-silver-birch-chase-replay'),
              darklightTheme_custom: dark(),
              royalkingsmereTheme_select: 'No',
            },
          ),
        },
      ],
    },
    {
      id: 'placement-members',
      campaign: bannerCampaign(
        { id: 'campaign-membership-join', name: 'Membership sign-up', rulesetId: 'ruleset-non-members' },
        {
          title_string: 'Race all year as a member',
          subtitle_string: 'Annual membership from £395',
          description_string:
            'Every raceday at Kingsmere Park, Royal Kingsmere included, and a badge of your own.',
          backgroundImage_content: picture('hero-champions-autumn', 'Racing on an autumn afternoon'),
          logos_custom: [],
          primaryButton_content: link('Compare memberships', '/memberships'),
          darklightTheme_custom: dark(),
          royalkingsmereTheme_select: 'No',
        },
      ),
      rules: [
        {
          when: { entitlement: 'member-queen-anne' },
          campaign: bannerCampaign(
            { id: 'campaign-member-renewal', name: 'Member renewals', rulesetId: 'ruleset-members' },
            {
              title_string: 'Members: renew before the deadline',
              subtitle_string: 'Keep your badge number',
              description_string: 'Renew your Queen Anne membership for next season at this year’s price.',
              backgroundImage_content: picture('hero-members-lawn', 'The members’ pavilion'),
              logos_custom: [],
              primaryButton_content: link('Renew now', '/memberships'),
              darklightTheme_custom: dark(),
              royalkingsmereTheme_select: 'No',
            },
          ),
        },
      ],
    },
  ];
}

export function contentItems(globalNotice: Json): Json[] {
  return [
    {
      id: 'ci-global-notice',
      key: 'global-notice',
      contentType: 'ARTICLE',
      title: 'Global notice',
      data: { article: globalNotice },
    },
    siteFooter(),
    {
      id: 'ci-royal-promo',
      contentType: 'CUSTOM',
      customContentType: 'versatile-block',
      title: 'Royal Kingsmere promo',
      tags: ['royal-kingsmere'],
      categoryIds: [catId('royal-kingsmere')],
      // The showcase's content-query promo asks by tag, category and this horse together.
      linkedIds: [{ sourceSystem: 'HORSE', sourceSystemId: 'horse-silver-lantern', text: 'Silver Lantern' }],
      customContent: {
        title_string: 'Royal Kingsmere is coming',
        subtitle_string: 'Five days of royal racing',
        description_string: 'The first four days are on sale now.',
        countdownTimerDate_string: fixtureDateOf('royal-kingsmere-week'),
        countdownTimerTime_string: '14:00',
        backgroundImage_content: picture('hero-royal-crown-stakes', 'The Kingsmere Crown Stakes'),
        logos_custom: [],
        primaryButton_content: link('Tickets', '/royal-kingsmere/tickets-and-enclosures'),
        secondaryButton_content: {},
        darklightTheme_custom: dark(),
        royalkingsmereTheme_select: 'Yes',
      },
    },
    {
      id: 'ci-hospitality-promo',
      contentType: 'IMAGE',
      title: 'Hospitality promo',
      tags: ['hospitality'],
      categoryIds: [catId('restaurants')],
      image: 'pack:images/hero-dining-table.jpg',
      imageThumbnail: 'pack:images/hero-dining-table.jpg',
      link: '/hospitality',
      content: 'Lunch in the Panoramic from £195.',
    },
    {
      id: 'ci-silver-lantern',
      contentType: 'TEXT',
      title: 'Silver Lantern profile',
      linkedIds: [{ sourceSystem: 'HORSE', sourceSystemId: 'horse-silver-lantern', text: 'Silver Lantern' }],
      tags: ['racing'],
      content:
        '<p><strong>Silver Lantern</strong>: 5-year-old bay gelding, trained by Tom Ashdown. Six wins from fourteen starts.</p>',
      isHtml: true,
    },
    {
      id: 'ci-family-button',
      contentType: 'BUTTON',
      title: 'Family raceday tickets',
      tags: ['family', 'racedays'],
      categoryIds: [catId('racedays')],
      link: '/racedays/family-funday-raceday',
      openInNewTab: false,
    },
    {
      id: 'ci-membership-card',
      contentType: 'CUSTOM',
      customContentType: 'title-and-text-block',
      title: 'Membership promo',
      tags: ['memberships'],
      categoryIds: [catId('memberships')],
      customContent: {
        title_string: 'Become a member',
        text_string: '<p>Race all year from £395, with Royal Kingsmere included.</p>',
        alignment_select: 'Centre',
        darklightTheme_custom: dark(),
      },
    },
    {
      id: 'ci-jumps-promo',
      contentType: 'CUSTOM',
      customContentType: 'title-and-text-block',
      title: 'Jumps season promo',
      tags: ['jumps'],
      linkedIds: [
        {
          sourceSystem: 'FIXTURE',
          sourceSystemId: 'fixture-fireworks-and-floodlights-raceday',
          text: 'Fireworks and Floodlights Raceday',
        },
      ],
      customContent: {
        title_string: 'Floodlit jump racing',
        text_string: '<p>Jump racing under the lights, then fireworks at 20:00.</p>',
        alignment_select: 'Left',
        darklightTheme_custom: dark(),
      },
    },
  ];
}
