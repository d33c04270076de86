// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Article } from '@/platform/types/article';
import { expectConsole } from '@/test/setup';
import { summaryFixture } from '@/ui/cards/card-fixture';
import { FeedContent, gridColumns } from './feed';
import { feedContainerSchema, plainFeedSchema } from './feed-schema';
import { feedFixture } from './feed.fixture';

const { executeFeed, getArticleBySlug } = vi.hoisted(() => ({
  executeFeed: vi.fn(),
  getArticleBySlug: vi.fn(),
}));
vi.mock('@/platform/content/feeds', () => ({ executeFeed }));
vi.mock('@/platform/content/articles', () => ({ getArticleBySlug }));

const news = [
  summaryFixture(),
  summaryFixture({ id: '102', slug: 'going-report', title: 'Going report: good to firm' }),
];

async function renderFeed(props = feedFixture()) {
  const element = (await FeedContent(props)) as ReactElement | null;
  return render(<>{element}</>);
}

describe('FeedContent', () => {
  beforeEach(() => {
    executeFeed.mockReset();
    getArticleBySlug.mockReset();
  });

  it('shows the title, description, button and a news card per article in a grid', async () => {
    executeFeed.mockResolvedValue({ articles: news });
    await renderFeed();
    expect(executeFeed).toHaveBeenCalledWith('feed-news-racing');
    expect(screen.getByRole('heading', { level: 2, name: 'Racing news' })).toBeInTheDocument();
    expect(screen.getByText('The latest from the track.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All racing news' })).toHaveAttribute('href', '/news/racing');
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-appearance', 'grid');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Going report: good to firm' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Racing news carousel' })).not.toBeInTheDocument();
  });

  it('shows a feed of events as fixtures: coming meetings soonest first, with their dates', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
    try {
      const meeting = (id: string, title: string, start: string, end: string | null = null) =>
        summaryFixture({ id, slug: id, title, kind: 'event', event: { start, end } });
      executeFeed.mockResolvedValue({
        articles: [
          meeting('royal', 'Royal Kingsmere', '2026-12-16', '2026-12-20'),
          meeting('past', 'November Jumps Saturday', '2026-11-14'),
          meeting('soon', 'Family Funday Raceday', '2026-11-29'),
        ],
      });
      await renderFeed(feedFixture({ cardType: 'Index Cards', title: 'Upcoming racedays' }));
      const cards = screen.getAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Family Funday Raceday',
        'Royal Kingsmere',
      ]);
      expect(within(cards[0]!).getByText('29 Nov')).toBeInTheDocument();
      expect(within(cards[1]!).getByText('16–20 Dec')).toBeInTheDocument();
      expect(screen.queryByText(/min read/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws a carousel as a keyboard-scrollable, named region', async () => {
    executeFeed.mockResolvedValue({ articles: news });
    await renderFeed(feedFixture({ appearance: 'carousel' }));
    const region = screen.getByRole('group', { name: 'Racing news carousel' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('data-appearance', 'carousel');
    expect(region.className).toContain('snap-x');
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing and warns when the feed fails', async () => {
    const warn = expectConsole('warn');
    executeFeed.mockRejectedValue(new Error('upstream unavailable'));
    expect(await FeedContent(feedFixture())).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('feed-news-racing'));
  });

  it('renders nothing and warns when the feed is missing', async () => {
    const warn = expectConsole('warn');
    executeFeed.mockResolvedValue(null);
    expect(await FeedContent(feedFixture())).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('renders nothing and warns for an unknown card type', async () => {
    const warn = expectConsole('warn');
    expect(await FeedContent(feedFixture({ cardType: 'Hologram Cards' }))).toBeNull();
    expect(executeFeed).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unrecognised card type: Hologram Cards'));
  });

  it("draws raceday cards from each article's event-card block", async () => {
    executeFeed.mockResolvedValue({ articles: [summaryFixture({ slug: 'classic-car-show' })] });
    getArticleBySlug.mockResolvedValue({
      blocks: [
        { contentType: 'TEXT', content: 'Body', isHtml: false },
        {
          contentType: 'CUSTOM',
          customContentType: 'event-card',
          customContent: {
            title_string: 'Classic Car Show',
            price_string: '20',
            availabilityTag_custom: [{ availabilityTag_select: 'Sold Out' }],
            buyTicketsButton_content: { link: '/tickets', title: 'Buy Tickets' },
          },
        },
      ],
    } as unknown as Article);
    await renderFeed(feedFixture({ cardType: 'Raceday/Event Cards' }));
    expect(getArticleBySlug).toHaveBeenCalledWith('classic-car-show');
    expect(screen.getByRole('heading', { name: 'Classic Car Show' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buy Tickets/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Learn more about Classic Car Show' })).toHaveAttribute(
      'href',
      '/content/classic-car-show',
    );
  });

  it("draws package cards from each article's package-membership-card block", async () => {
    executeFeed.mockResolvedValue({ articles: [summaryFixture({ slug: 'gold-membership' })] });
    getArticleBySlug.mockResolvedValue({
      blocks: [
        {
          contentType: 'CUSTOM',
          customContentType: 'package-membership-card',
          customContent: {
            packagemembershipTitle_string: 'Gold membership',
            benefit1_string: 'Members lawn',
          },
        },
      ],
    } as unknown as Article);
    await renderFeed(feedFixture({ cardType: 'Package/Membership Cards' }));
    expect(screen.getByRole('heading', { name: 'Gold membership' })).toBeInTheDocument();
    expect(screen.getByText('Members lawn')).toBeInTheDocument();
  });

  it('links venue cards to their display category and slug', async () => {
    executeFeed.mockResolvedValue({
      articles: [
        summaryFixture({
          slug: 'the-deck',
          title: 'The Deck',
          displayCategory: { id: 'cat-restaurants', text: 'Restaurants', slug: 'restaurants' },
        }),
      ],
    });
    await renderFeed(feedFixture({ cardType: 'Venue Cards' }));
    expect(screen.getByRole('link', { name: 'The Deck' })).toHaveAttribute('href', '/restaurants/the-deck');
  });

  it('lays pages that mostly show a logo out as a logo wall: each logo whole, a page without one as text', async () => {
    const partner = (id: string, title: string, src: string) =>
      summaryFixture({
        id,
        slug: id,
        title,
        summary: `${title}, official partner.`,
        hero: { ...summaryFixture().hero, heroImage: { src, alt: `${title} logo`, isFallback: false } },
      });
    executeFeed.mockResolvedValue({
      articles: [
        partner('harrowgate', 'Harrowgate Champagne', 'https://img.test/logo-harrowgate.png'),
        partner('ridgeway', 'Ridgeway Bank', 'https://img.test/logo-ridgeway.png'),
        partner('saltmarsh', 'Saltmarsh Seafood', 'https://img.test/saltmarsh.jpg'),
      ],
    });
    await renderFeed();
    const wall = screen.getByRole('list');
    expect(wall).toHaveAttribute('data-appearance', 'logo-wall');
    expect(wall.className).toContain('grid-cols-2');
    const logos = within(wall).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual([
      'Harrowgate Champagne logo',
      'Ridgeway Bank logo',
    ]);
    for (const logo of logos) expect(logo.className).toContain('object-contain');
    expect(screen.getByText('Saltmarsh Seafood, official partner.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ridgeway Bank' })).toBeInTheDocument();
  });

  it('keeps a grid of news with one logo among photographs a grid of cards', async () => {
    executeFeed.mockResolvedValue({
      articles: [
        ...news,
        summaryFixture({
          id: '103',
          hero: {
            ...summaryFixture().hero,
            heroImage: { src: 'https://img.test/logo.png', alt: 'A logo', isFallback: false },
          },
        }),
      ],
    });
    await renderFeed();
    expect(screen.getByRole('list')).toHaveAttribute('data-appearance', 'grid');
  });

  it('links video cards to /content/{slug}', async () => {
    executeFeed.mockResolvedValue({
      articles: [
        summaryFixture({
          slug: 'summer-highlights',
          title: 'Summer highlights',
          link: { href: '/video/highlights/summer-highlights', external: false, newTab: false },
        }),
      ],
    });
    await renderFeed(feedFixture({ cardType: 'Video Cards' }));
    expect(screen.getByRole('link', { name: 'Summer highlights' })).toHaveAttribute(
      'href',
      '/content/summer-highlights',
    );
  });
});

describe('feed schemas', () => {
  it('reads a feed-container, defaulting an unknown appearance to a grid', () => {
    const props = feedContainerSchema.parse({
      customContent: {
        feed_content: { sourceSystemId: 'feed-bars' },
        componentType_select: 'Venue Cards',
        appereance_select: 'Sideways',
        title_string: 'Bars',
        button_content: {},
        royalkingsmereTheme_select: 'Yes',
      },
    });
    expect(props).toMatchObject({
      sourceSystemId: 'feed-bars',
      cardType: 'Venue Cards',
      appearance: 'grid',
      button: undefined,
      royal: true,
    });
    expect(
      feedContainerSchema.parse({
        customContent: { feed_content: { sourceSystemId: 'f' }, appereance_select: 'Carousel' },
      }).appearance,
    ).toBe('carousel');
  });

  it('reads a plain FEED as news cards', () => {
    expect(plainFeedSchema.parse({ sourceSystemId: 'feed-news-racing', feedUrl: '/x' })).toMatchObject({
      sourceSystemId: 'feed-news-racing',
      cardType: 'News Cards',
    });
  });
});

describe('gridColumns', () => {
  it('puts four or eight cards in rows of four, and other counts in rows of three', () => {
    expect(gridColumns(4)).toContain('lg:grid-cols-4');
    expect(gridColumns(8)).toContain('lg:grid-cols-4');
    expect(gridColumns(3)).toContain('lg:grid-cols-3');
    expect(gridColumns(12)).toContain('lg:grid-cols-3');
    expect(gridColumns(5)).toContain('lg:grid-cols-3');
  });
});
