// No 'server-only': cards render wherever an ArticleSummary is shown.
import { eventDaysLabel } from '@/platform/shared/event-dates';
import { formatDate } from '@/platform/shared/format';
import type { ArticleSummary } from '@/platform/types/article';

export interface CardMeta {
  /** En-AU day and short month ("5 Jun"), or an event's days ("16–20 Dec"); empty when none shows. */
  date: string;
  /** The machine-readable date for <time>, only when `date` is shown: an event's first day. */
  dateTime: string | null;
  readTime: string | null;
}

export type CardMetaSource = Pick<ArticleSummary, 'kind' | 'event' | 'publishDate' | 'readTimeMinutes'>;

const NONE: CardMeta = { date: '', dateTime: null, readTime: null };

function readTimeOf(readTimeMinutes: number | null): string | null {
  const minutes =
    readTimeMinutes !== null && Number.isFinite(readTimeMinutes) ? Math.round(readTimeMinutes) : 0;
  return minutes > 0 ? `${minutes} min read` : null;
}

/**
 * The date line of an article card (docs/decisions/0022): an event shows the days it runs, never when
 * it was published; news shows its publish date and read time; a video its publish date; an evergreen
 * page (a restaurant, an FAQ, a partner, a form) no line at all, since neither date means anything there.
 */
export function cardMeta(article: CardMetaSource): CardMeta {
  switch (article.kind) {
    case 'event':
      return article.event
        ? { date: eventDaysLabel(article.event), dateTime: article.event.start, readTime: null }
        : NONE;
    case 'news':
    case 'video': {
      const date = formatDate(article.publishDate);
      return {
        date,
        dateTime: date && article.publishDate ? article.publishDate : null,
        readTime: article.kind === 'news' ? readTimeOf(article.readTimeMinutes) : null,
      };
    }
    case 'page':
      return NONE;
  }
}
