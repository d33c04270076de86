import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import type { Article } from '@/platform/types/article';
import { summaryFixture } from '@/ui/cards/card-fixture';

/** A ticket article (docs/content-pack.md "Cards"): its card is its `ticket-card` block. */
export function ticketArticle(
  slug: string,
  custom: Record<string, unknown>,
): { summary: ReturnType<typeof summaryFixture>; article: Article } {
  const article = {
    blocks: [
      {
        contentType: 'CUSTOM',
        customContentType: 'ticket-card',
        customContent: {
          price_string: '42',
          buyTicketsButton_content: { link: `/tickets?ticket=${slug}`, title: 'Buy Tickets' },
          ...custom,
        },
      },
    ],
  } as unknown as Article;
  return { summary: summaryFixture({ id: slug, slug, title: slug }), article };
}

export const enclosureTickets = {
  queenAnne: ticketArticle('ticket-queen-anne', {
    title_string: 'Queen Anne Enclosure',
    viewEnclosure_select: 'queen-anne-enclosure',
  }),
  village: ticketArticle('ticket-village', {
    title_string: 'Village Enclosure',
    viewEnclosure_select: 'village-enclosure',
  }),
  windsor: ticketArticle('ticket-windsor', {
    title_string: 'Windsor Enclosure',
    viewEnclosure_select: 'windsor-enclosure',
    availabilityTag_custom: [{ availabilityTag_select: 'Sold Out' }],
  }),
  royal: ticketArticle('ticket-royal', {
    title_string: 'The Royal Enclosure',
    viewEnclosure_select: 'king-edward-vi-enclosure',
    royalkingsmereTheme_select: 'Yes',
  }),
};

/**
 * Renders a server tree to HTML as the server would send it, every Suspense boundary resolved,
 * and puts it in the document: what a visitor gets before (or without) JavaScript.
 */
export async function renderServerHtml(element: ReactElement): Promise<HTMLElement> {
  const { prelude } = await prerender(element);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.replaceChildren(container);
  return container;
}
