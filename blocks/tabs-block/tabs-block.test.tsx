// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expectConsole } from '@/test/setup';
import { TabsBlock } from './tabs-block';
import { tabsBlockSchema } from './tabs-block-schema';
import { tabsBlockFixture } from './tabs-block.fixture';
import { enclosureTickets, renderServerHtml } from '../shared/tabs-test-data';

const { executeFeed, getArticleBySlug } = vi.hoisted(() => ({
  executeFeed: vi.fn(),
  getArticleBySlug: vi.fn(),
}));
vi.mock('@/platform/content/feeds', () => ({ executeFeed }));
vi.mock('@/platform/content/articles', () => ({ getArticleBySlug }));

const { queenAnne, village, windsor } = enclosureTickets;
const feeds: Record<string, (typeof queenAnne)[]> = {
  'feed-tickets-family-funday': [queenAnne, village],
  'feed-tickets-friday-evening': [windsor],
};

// The pack's tabs-block (tickets page), its relative dates as the sandbox resolves them.
const packBlock = {
  id: '7c064db4-56c5-43c8-ad87-586c4e1c35e9',
  contentType: 'CUSTOM',
  customContentType: 'tabs-block',
  customContent: {
    title_string: 'Upcoming racedays',
    tabs_custom: [
      {
        tabTitle_string: 'Ridgeway Bank Saturday',
        eventDate_string: '2/7/2031',
        feed_content: { sourceSystemId: 'feed-tickets-ridgeway-saturday' },
      },
      {
        tabTitle_string: 'Family Funday',
        eventDate_string: '25/6/2031',
        feed_content: { sourceSystemId: 'feed-tickets-family-funday' },
      },
      {
        tabTitle_string: 'Friday Evening Racing',
        eventDate_string: '28/6/2031',
        feed_content: { sourceSystemId: 'feed-tickets-friday-evening' },
      },
    ],
    darklightTheme_custom: [{ darklightTheme_select: 'Light' }],
  },
};

beforeEach(() => {
  executeFeed.mockReset().mockImplementation(async (id: string) => {
    const articles = feeds[id];
    return articles ? { articles: articles.map((ticket) => ticket.summary) } : null;
  });
  getArticleBySlug.mockReset().mockImplementation(async (slug: string) => {
    return Object.values(enclosureTickets).find((ticket) => ticket.summary.slug === slug)?.article ?? null;
  });
});

describe('tabsBlockSchema', () => {
  it('reads the pack block with its tabs sorted by event date, earliest first', () => {
    const props = tabsBlockSchema.parse(packBlock);
    expect(props.title).toBe('Upcoming racedays');
    expect(props.theme).toBe('light');
    expect(props.tabs).toEqual([
      { title: 'Family Funday', date: '25 June', sourceSystemId: 'feed-tickets-family-funday' },
      { title: 'Friday Evening Racing', date: '28 June', sourceSystemId: 'feed-tickets-friday-evening' },
      { title: 'Ridgeway Bank Saturday', date: '2 July', sourceSystemId: 'feed-tickets-ridgeway-saturday' },
    ]);
  });

  it('skips tabs without a feed and puts an unreadable date last', () => {
    const props = tabsBlockSchema.parse({
      customContent: {
        tabs_custom: [
          {
            tabTitle_string: 'Date to be confirmed',
            eventDate_string: 'soon',
            feed_content: { sourceSystemId: 'a' },
          },
          { tabTitle_string: 'No feed', eventDate_string: '1/1/2031', feed_content: {} },
          { eventDate_string: '3/1/2031', feed_content: { sourceSystemId: 'b' } },
          'not a tab',
        ],
      },
    });
    expect(props.tabs.map((tab) => tab.title)).toEqual(['3 Jan', 'Date to be confirmed']);
  });

  it('treats an impossible date as no date: no label, sorted last, skipped without a title', () => {
    const props = tabsBlockSchema.parse({
      customContent: {
        tabs_custom: [
          {
            tabTitle_string: 'Leap day',
            eventDate_string: '31/2/2031',
            feed_content: { sourceSystemId: 'a' },
          },
          { eventDate_string: '30/2/2031', feed_content: { sourceSystemId: 'b' } },
          { eventDate_string: '2/3/2031', feed_content: { sourceSystemId: 'c' } },
        ],
      },
    });
    expect(props.tabs).toEqual([
      { title: '2 Mar', date: '2 Mar', sourceSystemId: 'c' },
      { title: 'Leap day', date: undefined, sourceSystemId: 'a' },
    ]);
  });

  it('rejects a block whose customContent is not an object', () => {
    expect(tabsBlockSchema.safeParse({ customContent: 'tabs' }).success).toBe(false);
    expect(tabsBlockSchema.safeParse({ customContent: { tabs_custom: 'x' } }).success).toBe(false);
  });
});

describe('TabsBlock', () => {
  it('server-renders every tab with its ticket cards, the earliest selected', async () => {
    await renderServerHtml(<TabsBlock {...tabsBlockFixture()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming racedays' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Upcoming racedays' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Family Funday, 25 June',
      'Friday Evening Racing, 28 June',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');

    const first = document.getElementById(tabs[0]?.getAttribute('aria-controls') ?? '');
    expect(first).toHaveAttribute('role', 'tabpanel');
    expect(within(first!).getAllByRole('heading', { level: 3, name: /Enclosure$/ })).toHaveLength(2);
    expect(within(first!).getAllByRole('link', { name: 'Buy Tickets' })[0]).toHaveAttribute(
      'href',
      '/tickets?ticket=ticket-queen-anne',
    );
    expect(first).not.toHaveClass('hidden');

    // The second tab's feed is in the HTML too, hidden until chosen, shown when scripting is off.
    const second = document.getElementById(tabs[1]?.getAttribute('aria-controls') ?? '');
    expect(second).toHaveClass('hidden', 'noscript:block');
    expect(
      within(second!).getByRole('heading', { name: 'Windsor Enclosure', hidden: true }),
    ).toBeInTheDocument();
    expect(executeFeed).toHaveBeenCalledTimes(2);
  });

  it('without JavaScript drops the tab row and titles each panel', async () => {
    await renderServerHtml(<TabsBlock {...tabsBlockFixture()} />);
    expect(screen.getByRole('tablist', { name: 'Upcoming racedays' })).toHaveClass('noscript:hidden');
    const panelTitles = [...document.querySelectorAll('[role="tabpanel"] > h3')];
    expect(panelTitles.map((title) => title.textContent)).toEqual([
      'Family Funday, 25 June',
      'Friday Evening Racing, 28 June',
    ]);
    for (const title of panelTitles) expect(title).toHaveClass('hidden', 'noscript:block');
  });

  it('shows an empty tab, with a warning, when its feed is missing', async () => {
    const warn = expectConsole('warn');
    await renderServerHtml(
      <TabsBlock
        {...tabsBlockFixture({
          tabs: [{ title: 'Ridgeway Bank Saturday', date: '2 July', sourceSystemId: 'feed-gone' }],
        })}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No tickets are on sale for this day yet.');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('feed-gone'));
  });

  it('renders nothing without tabs (malformed tabs are all skipped)', async () => {
    const props = tabsBlockSchema.parse({ customContent: { title_string: 'Empty', tabs_custom: [null, 3] } });
    const container = await renderServerHtml(<TabsBlock {...props} />);
    expect(container).toBeEmptyDOMElement();
  });
});
