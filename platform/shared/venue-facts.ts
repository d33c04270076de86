// No 'server-only': cards show a venue's facts and are drawn wherever an ArticleSummary is.
import { isRecord } from './is-record';
import { safeHref } from './safe-href';

/** What a restaurant's card sells with: its cooking, where it is, what it costs, and booking. */
export interface VenueFacts {
  /** The cuisine or style ("Seafood and Champagne"). */
  style: string | null;
  /** Where it is ("Village Enclosure"). */
  where: string | null;
  /** The price as the venue writes it ("From £65 per person", "Set menu £95"). */
  price: string;
  /** The booking link (the details box's button), when it has a safe address. */
  book: { label: string; href: string } | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The value of the details row whose label is one of `labels` (any case). */
function row(rows: readonly unknown[], labels: readonly string[]): string | null {
  for (const item of rows) {
    if (!isRecord(item)) continue;
    const label = text(item.label_string)?.toLowerCase();
    if (label && labels.includes(label)) return text(item.value_string);
  }
  return null;
}

/**
 * A venue's facts, from the first text-box-and-details block of its page whose details give a
 * Price: the rows labelled Cuisine (or Style), Enclosure (or Where) and Price, and the block's
 * button. Null for a page without one (a bar, a news story): its card stays as it was.
 */
export function venueFactsOf(blocks: unknown): VenueFacts | null {
  if (!Array.isArray(blocks)) return null;
  for (const block of blocks) {
    if (!isRecord(block) || block.customContentType !== 'text-box-and-details') continue;
    const content = isRecord(block.customContent) ? block.customContent : null;
    const rows = content && Array.isArray(content.details_custom) ? content.details_custom : [];
    const price = row(rows, ['price']);
    if (!content || !price) continue;
    const button = isRecord(content.button_content) ? content.button_content : null;
    const href = safeHref(text(button?.link));
    const label = text(button?.title);
    return {
      style: row(rows, ['cuisine', 'style']),
      where: row(rows, ['enclosure', 'where']),
      price,
      book: href && label ? { label, href } : null,
    };
  }
  return null;
}
