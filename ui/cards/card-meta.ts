// No 'server-only': cards render wherever an ArticleSummary is shown.
import { formatDate } from '@/platform/shared/format';

export interface CardMeta {
  /** spec §9: en-AU day and short month ("5 Jun"); empty when the article has no usable date. */
  date: string;
  /** The machine-readable date for <time>, only when `date` is shown. */
  dateTime: string | null;
  readTime: string | null;
}

/** The date and read-time line of an article card. */
export function cardMeta(publishDate: string | null, readTimeMinutes: number | null): CardMeta {
  const date = formatDate(publishDate);
  const minutes =
    readTimeMinutes !== null && Number.isFinite(readTimeMinutes) ? Math.round(readTimeMinutes) : 0;
  return {
    date,
    dateTime: date && publishDate ? publishDate : null,
    readTime: minutes > 0 ? `${minutes} min read` : null,
  };
}
