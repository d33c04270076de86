import 'server-only';
import { eventDatesOf } from '@/platform/shared/event-dates';
import { isRecord, text } from './content-values';

export type EventAvailability = 'SoldOut' | 'LimitedAvailability';

/** What an article's event-card block says about the event; each field null when absent or malformed. */
export interface EventCardFacts {
  /** YYYY-MM-DD. */
  startDate: string | null;
  /** YYYY-MM-DD, the last day of a meeting of several days (endDate_string, docs/decisions/0022). */
  endDate: string | null;
  /** A plain amount in pounds, e.g. '32' or '32.50'. */
  price: string | null;
  availability: EventAvailability | null;
  title: string | null;
  description: string | null;
  image: string | null;
  ticketsLink: string | null;
}

const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

// 'event-card', 'eventCard' and 'EVENT_CARD' all name the same block.
const normalisedType = (value: unknown) =>
  typeof value === 'string' ? value.toLowerCase().replace(/[^a-z]/g, '') : '';

function customBlocks(blocks: unknown, type: string): Record<string, unknown>[] {
  return arrayOf(blocks).filter(
    (block): block is Record<string, unknown> =>
      isRecord(block) && normalisedType(block.customContentType) === type,
  );
}

/** price_string is the number only (the site adds '£'); a stray '£' or thousands comma is tolerated. */
export function priceAmount(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? String(value) : null;
  const raw = text(value)?.replace(/^£/, '').replace(/,/g, '').trim();
  return raw && /^\d+(?:\.\d{1,2})?$/.test(raw) ? raw : null;
}

function availabilityOf(tags: readonly unknown[]): EventAvailability | null {
  const values = tags.map((tag) => (isRecord(tag) ? text(tag.availabilityTag_select)?.toLowerCase() : null));
  if (values.includes('sold out')) return 'SoldOut';
  if (values.includes('low availability')) return 'LimitedAvailability';
  return null;
}

const imageOf = (value: unknown) => (isRecord(value) ? text(value.image) : null);
const linkOf = (value: unknown) => (isRecord(value) ? text(value.link) : null);

/**
 * The facts of the article's first event-card block. The availability tag is read from the card and
 * from a separate availability-tag block (whose customContent is an array), Sold Out winning.
 */
export function eventCardFacts(blocks: unknown): EventCardFacts | null {
  const card = customBlocks(blocks, 'eventcard')[0];
  if (!card) return null;
  const content = isRecord(card.customContent) ? card.customContent : {};
  const tagBlocks = customBlocks(blocks, 'availabilitytag').flatMap((block) => arrayOf(block.customContent));
  // One reader of event dates for cards, lists and structured data.
  const dates = eventDatesOf([card]);
  return {
    startDate: dates?.start ?? null,
    endDate: dates?.end ?? null,
    price: priceAmount(content.price_string),
    availability: availabilityOf([...arrayOf(content.availabilityTag_custom), ...tagBlocks]),
    title: text(content.title_string),
    description: text(content.description_string),
    image: imageOf(content.racedayImage_content),
    ticketsLink: linkOf(content.buyTicketsButton_content),
  };
}
