import 'server-only';
import { executeFeed } from '@/platform/content/feeds';
import type { ArticleSummary } from '@/platform/types/article';
import { showsPictures } from './page-pictures';
import { cardBlockOfArticle } from '../feed/feed-cards';
import type { TicketCardProps } from '../ticket-card/ticket-card-schema';

export interface TicketCardEntry {
  key: string;
  props: TicketCardProps;
}

async function ticketCardOf(summary: ArticleSummary): Promise<TicketCardEntry | undefined> {
  const block = await cardBlockOfArticle(summary, 'ticket-card');
  return block ? { key: summary.id, props: block.props } : undefined;
}

/**
 * The ticket cards of a feed (tabs-block and tabs-section), in the feed's order; null, with a
 * warning, when the feed is missing or fails: a failed feed is skipped, the others still load.
 */
export function loadTicketCards(sourceSystemId: string): Promise<TicketCardEntry[] | null> {
  const loading = ticketCardsOf(sourceSystemId);
  // The related lists at the end of the page leave out the pictures these cards show.
  showsPictures(
    loading.then((cards) =>
      (cards ?? []).flatMap((card) => (card.props.image ? [card.props.image.src] : [])),
    ),
  );
  return loading;
}

async function ticketCardsOf(sourceSystemId: string): Promise<TicketCardEntry[] | null> {
  try {
    const feed = await executeFeed(sourceSystemId);
    if (!feed) {
      console.warn(`Ticket feed ${sourceSystemId} was not found; it is skipped`);
      return null;
    }
    const cards = await Promise.all(feed.articles.map(ticketCardOf));
    return cards.filter((card) => card !== undefined);
  } catch (error) {
    console.warn(`Ticket feed ${sourceSystemId} failed to load; it is skipped: ${String(error)}`);
    return null;
  }
}
