import 'server-only';
import { getArticleBySlug } from '@/platform/content/articles';
import { contentHref } from '@/platform/shared/hrefs';
import type { ArticleSummary } from '@/platform/types/article';
import type { EventCardProps } from '../event-card/event-card-schema';
import type { PackageCardProps } from '../package-card/package-card-schema';
import { parseBlock, type KnownBlock } from '../parse-block';

/** One article of a feed, ready to draw as its card. */
export type FeedCard =
  | { kind: 'event'; key: string; props: EventCardProps }
  | { kind: 'package'; key: string; props: PackageCardProps }
  | { kind: 'venue'; key: string; summary: ArticleSummary }
  | { kind: 'article'; key: string; summary: ArticleSummary };

export const cardTypes = [
  'Raceday/Event Cards',
  'Package/Membership Cards',
  'Venue Cards',
  'Video Cards',
  'News Cards',
  'Index Cards',
] as const;

export function isKnownCardType(value: string): value is (typeof cardTypes)[number] {
  return (cardTypes as readonly string[]).includes(value);
}

type CardBlockType = 'event-card' | 'package-membership-card' | 'ticket-card';

/**
 * docs/content-pack.md "Cards": an article of a card feed keeps its card as a block of its own, here
 * parsed. Undefined, with a warning, when the article has none or cannot be loaded.
 */
export async function cardBlockOfArticle<K extends CardBlockType>(
  summary: ArticleSummary,
  blockType: K,
): Promise<KnownBlock<K> | undefined> {
  try {
    const article = await getArticleBySlug(summary.slug);
    const raw = article?.blocks.find(
      (block) => block.contentType === 'CUSTOM' && block.customContentType === blockType,
    );
    if (!raw) {
      console.warn(`Feed article ${summary.slug} has no ${blockType} block; its card is skipped`);
      return undefined;
    }
    // The card block carries the article's slug for its 'Learn more' fallback.
    const block = parseBlock({ slug: summary.slug, ...raw });
    return block.type === blockType ? (block as KnownBlock<K>) : undefined;
  } catch (error) {
    console.warn(`Feed card for ${summary.slug} could not be loaded: ${String(error)}`);
    return undefined;
  }
}

async function cardBlockOf(
  summary: ArticleSummary,
  blockType: 'event-card' | 'package-membership-card',
): Promise<FeedCard | undefined> {
  const block = await cardBlockOfArticle(summary, blockType);
  if (block?.type === 'event-card') return { kind: 'event', key: summary.id, props: block.props };
  if (block?.type === 'package-membership-card')
    return { kind: 'package', key: summary.id, props: block.props };
  return undefined;
}

/** Each article of a feed block, drawn as the card its componentType_select names. */
export async function cardsOf(
  articles: readonly ArticleSummary[],
  cardType: (typeof cardTypes)[number],
): Promise<FeedCard[]> {
  switch (cardType) {
    case 'Raceday/Event Cards':
    case 'Package/Membership Cards': {
      const blockType = cardType === 'Raceday/Event Cards' ? 'event-card' : 'package-membership-card';
      const cards = await Promise.all(articles.map((summary) => cardBlockOf(summary, blockType)));
      return cards.filter((card) => card !== undefined);
    }
    case 'Venue Cards':
      return articles.map((summary) => ({ kind: 'venue', key: summary.id, summary }));
    case 'Video Cards':
      // docs/content-pack.md: video cards link to /content/{slug}.
      return articles.map((summary) => ({
        kind: 'article',
        key: summary.id,
        summary: { ...summary, link: { href: contentHref(summary.slug), external: false, newTab: false } },
      }));
    case 'News Cards':
    case 'Index Cards':
      return articles.map((summary) => ({ kind: 'article', key: summary.id, summary }));
  }
}
