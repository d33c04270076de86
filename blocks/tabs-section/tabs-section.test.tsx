// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expectConsole } from '@/test/setup';
import { TabsSectionBlock, TabsSectionContent } from './tabs-section';
import { tabsSectionSchema } from './tabs-section-schema';
import { tabsSectionFixture } from './tabs-section.fixture';
import { enclosureTickets, renderServerHtml } from '../shared/tabs-test-data';

const { executeFeed, getArticleBySlug } = vi.hoisted(() => ({
  executeFeed: vi.fn(),
  getArticleBySlug: vi.fn(),
}));
vi.mock('@/platform/content/feeds', () => ({ executeFeed }));
vi.mock('@/platform/content/articles', () => ({ getArticleBySlug }));

const all = Object.values(enclosureTickets);

beforeEach(() => {
  executeFeed.mockReset().mockResolvedValue({ articles: all.map((ticket) => ticket.summary) });
  getArticleBySlug
    .mockReset()
    .mockImplementation(async (slug: string) => all.find((t) => t.summary.slug === slug)?.article ?? null);
});

// The pack's two tabs-section blocks (block-showcase).
const royalBlock = {
  contentType: 'CUSTOM',
  customContentType: 'tabs-section',
  customContent: {
    title_string: 'tabs-section (royal: four enclosure tabs)',
    description_string: '',
    feed_content: { sourceSystemId: 'feed-tickets-royal-day-one' },
    royalkingsmereTheme_select: 'Yes',
  },
};
const plainBlock = {
  contentType: 'CUSTOM',
  customContentType: 'tabs-section',
  customContent: {
    title_string: 'tabs-section (plain: three tabs)',
    description_string: '',
    feed_content: { sourceSystemId: 'feed-tickets-friday-evening' },
    royalkingsmereTheme_select: 'No',
  },
};

function tabNames(): string[] {
  return within(screen.getByRole('tablist', { name: 'Enclosures' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

function panelOf(tabName: string): HTMLElement {
  const tab = screen.getByRole('tab', { name: tabName });
  const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`No panel for ${tabName}`);
  return panel;
}

describe('tabsSectionSchema', () => {
  it('reads the pack’s royal and plain blocks', () => {
    expect(tabsSectionSchema.parse(royalBlock)).toEqual({
      title: 'tabs-section (royal: four enclosure tabs)',
      description: undefined,
      sourceSystemId: 'feed-tickets-royal-day-one',
      theme: 'light',
      royal: true,
    });
    expect(tabsSectionSchema.parse(plainBlock)).toMatchObject({
      sourceSystemId: 'feed-tickets-friday-evening',
      royal: false,
    });
  });

  it('rejects malformed raw data', () => {
    expect(tabsSectionSchema.safeParse({ customContent: null }).success).toBe(false);
    expect(tabsSectionSchema.safeParse({ customContent: { feed_content: 'feed-x' } }).success).toBe(false);
  });
});

describe('TabsSectionBlock', () => {
  it('plain: Queen Anne, Village and Windsor, Queen Anne selected with its card', async () => {
    await renderServerHtml(<TabsSectionBlock {...tabsSectionSchema.parse(plainBlock)} />);
    expect(executeFeed).toHaveBeenCalledWith('feed-tickets-friday-evening');
    expect(
      screen.getByRole('heading', { level: 2, name: 'tabs-section (plain: three tabs)' }),
    ).toBeInTheDocument();
    expect(tabNames()).toEqual(['Queen Anne', 'Village', 'Windsor']);
    expect(screen.getByRole('tab', { name: 'Queen Anne' })).toHaveAttribute('aria-selected', 'true');
    const queenAnne = panelOf('Queen Anne');
    expect(
      within(queenAnne).getByRole('heading', { level: 3, name: 'Queen Anne Enclosure' }),
    ).toBeInTheDocument();
    expect(within(queenAnne).queryByText('Village Enclosure')).not.toBeInTheDocument();
    expect(within(queenAnne).getByRole('link', { name: 'View Enclosure' })).toHaveAttribute(
      'href',
      '/enclosure/queen-anne-enclosure',
    );
    // The other enclosures are in the HTML, hidden until chosen (or shown when scripting is off).
    const windsor = panelOf('Windsor');
    expect(windsor).toHaveClass('hidden', 'noscript:block');
    expect(
      within(windsor).getByRole('button', { name: /Buy Tickets.*sold out/, hidden: true }),
    ).toBeDisabled();
    // The royal enclosure's card is not shown outside the royal theme.
    expect(screen.queryByText('The Royal Enclosure')).not.toBeInTheDocument();
  });

  it('royal: adds the Royal tab with the King Edward VI enclosure’s card', async () => {
    const container = await renderServerHtml(<TabsSectionBlock {...tabsSectionSchema.parse(royalBlock)} />);
    expect(tabNames()).toEqual(['Queen Anne', 'Village', 'Windsor', 'Royal']);
    expect(container.querySelector('[data-royal="true"]')).toBeInTheDocument();
    const royal = panelOf('Royal');
    expect(within(royal).getByRole('link', { name: 'View Enclosure', hidden: true })).toHaveAttribute(
      'href',
      '/royal-kingsmere/king-edward-vi-enclosure',
    );
  });

  it('says so in a tab whose enclosure has no ticket', async () => {
    executeFeed.mockResolvedValue({ articles: [enclosureTickets.village.summary] });
    await renderServerHtml(<TabsSectionBlock {...tabsSectionFixture()} />);
    expect(panelOf('Queen Anne')).toHaveTextContent('No Queen Anne tickets are on sale for this day.');
  });

  it('renders nothing, with a warning, when the feed fails or is missing', async () => {
    const warn = expectConsole('warn');
    executeFeed.mockRejectedValue(new Error('upstream unavailable'));
    expect(await TabsSectionContent(tabsSectionFixture())).toBeNull();
    expect(await TabsSectionContent(tabsSectionFixture({ sourceSystemId: undefined }))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('feed-tickets-friday-evening'));
  });
});
