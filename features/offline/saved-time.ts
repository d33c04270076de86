import { SITE_LANGUAGE } from '@/platform/shared/site-language';

/** The time a page was kept, as the fan's phone tells the time: '13:05'. */
export function savedTime(at: number): string {
  return new Intl.DateTimeFormat(SITE_LANGUAGE, { hour: '2-digit', minute: '2-digit' }).format(at);
}
