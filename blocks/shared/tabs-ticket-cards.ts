import 'server-only';
import { getArticleBySlug } from '@/platform/content/articles';
import { executeFeed } from '@/platform/content/feeds';
import type { ArticleSummary } from '@/platform/types/article';
import { parseBlock } from '../parse-block';
import type { TicketCardProps } from '../ticket-card/ticket-card-schema';

export interface TicketCardEntry {
  key: string;
  props: TicketCardProps;
}

// docs/content-pack.md "Cards": a ticket article keeps its card as its `ticket-card` block.
async function ticketCardOf(summary: ArticleSummary): Promise<TicketCardEntry | undefined> {
  try {
    const article = await getArticleBySlug(summary.slug);
    const raw = article?.blocks.find(
      (block) => block.contentType === 'CUSTOM' && block.customContentType === 'ticket-card',
    );
    if (!raw) {
      console.warn(`Ticket feed article ${summary.slug} has no ticket-card block; its card is skipped`);
      return undefined;
    }
    const block = parseBlock(raw);
    return block.type === 'ticket-card' ? { key: summary.id, props: block.props } : undefined;
  } catch (error) {
    console.warn(`Ticket card for ${summary.slug} could not be loaded: ${String(error)}`);
    return undefined;
  }
}

/**
 * The ticket cards of a feed (tabs-block and tabs-section), in the feed's order; null, with a
 * warning, when the feed is missing or fails (spec blocks §8: a failed feed is skipped).
 */
export async function loadTicketCards(sourceSystemId: string): Promise<TicketCardEntry[] | null> {
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
