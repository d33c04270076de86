// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expectConsole } from '@/test/setup';
import { summaryFixture } from '@/ui/cards/card-fixture';
import { FaqCardsContent } from './faq-cards';
import { faqCardsSchema } from './faq-cards-schema';
import { faqCardsFixture } from './faq-cards.fixture';
import { sectionTitled } from '../shared/test-queries';

const { executeFeed } = vi.hoisted(() => ({ executeFeed: vi.fn() }));
vi.mock('@/platform/content/feeds', () => ({ executeFeed }));

// FAQ topic articles as the feed returns them (single pages in the faqs display category).
const topics = [
  summaryFixture({
    id: 'faq-1',
    slug: 'ticket-questions',
    title: 'Ticket Questions',
    summary: 'Buying, changing and refunding tickets.',
    link: { href: '/faqs/ticket-questions', external: false, newTab: false },
  }),
  summaryFixture({
    id: 'faq-2',
    slug: 'general-questions',
    title: 'General Questions',
    summary: 'Opening times, what to bring and what to leave at home.',
    link: { href: '/faqs/general-questions', external: false, newTab: false },
  }),
];

async function renderFaqCards(props = faqCardsFixture()) {
  const element = (await FaqCardsContent(props)) as ReactElement | null;
  return render(<>{element}</>);
}

beforeEach(() => executeFeed.mockReset());

describe('faqCardsSchema', () => {
  it('reads the pack block', () => {
    expect(
      faqCardsSchema.parse({
        contentType: 'CUSTOM',
        customContentType: 'faq-cards',
        customContent: { title_string: 'Ticket questions', feed_content: { sourceSystemId: 'feed-faqs' } },
      }),
    ).toEqual({ title: 'Ticket questions', sourceSystemId: 'feed-faqs' });
  });

  it('rejects malformed raw data', () => {
    expect(faqCardsSchema.safeParse({ customContent: { feed_content: 'feed-faqs' } }).success).toBe(false);
    expect(faqCardsSchema.safeParse({ customContent: [] }).success).toBe(false);
  });
});

describe('FaqCardsContent', () => {
  it('shows a card per FAQ topic, linking to its FAQ page', async () => {
    executeFeed.mockResolvedValue({ articles: topics });
    await renderFaqCards();
    expect(executeFeed).toHaveBeenCalledWith('feed-faqs');
    const region = sectionTitled('Ticket questions');
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Ticket Questions' })).toHaveAttribute(
      'href',
      '/faqs/ticket-questions',
    );
    expect(screen.getByRole('link', { name: 'General Questions' })).toHaveAttribute(
      'href',
      '/faqs/general-questions',
    );
    expect(screen.getByText('Buying, changing and refunding tickets.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Ticket Questions',
      'General Questions',
    ]);
  });

  it('renders nothing for an empty feed', async () => {
    executeFeed.mockResolvedValue({ articles: [] });
    expect(await FaqCardsContent(faqCardsFixture())).toBeNull();
  });

  it('renders nothing, with a warning, when the feed fails, is missing or is not set', async () => {
    const warn = expectConsole('warn');
    executeFeed.mockRejectedValueOnce(new Error('upstream unavailable')).mockResolvedValueOnce(null);
    expect(await FaqCardsContent(faqCardsFixture())).toBeNull();
    expect(await FaqCardsContent(faqCardsFixture())).toBeNull();
    expect(await FaqCardsContent(faqCardsFixture({ sourceSystemId: undefined }))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('feed-faqs'));
  });
});
