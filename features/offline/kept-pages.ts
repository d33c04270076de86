// The pages this phone keeps, read from the offline worker's cache by the offline page.
import { PAGES_CACHE } from './names';

export interface KeptPage {
  /** The page's address on this site ('/racedays/family-funday-raceday'). */
  path: string;
  /** The page's own title, else its address. */
  title: string;
  /** When it was kept (milliseconds since the epoch), or null when its answer did not say. */
  keptAt: number | null;
}

/** A kept page's title, from its <title>, without the site's name after it ('Tickets | Venue'). */
export function titleOf(html: string, fallback: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const text = match?.[1] ? new DOMParser().parseFromString(match[1], 'text/html').body.textContent : '';
  const title = (text ?? '').split(' | ')[0]?.trim();
  return title || fallback;
}

/** Every page kept on this phone, the latest first; none where the browser keeps nothing. */
export async function readKeptPages(): Promise<KeptPage[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(`${PAGES_CACHE}-`));
  const pages: KeptPage[] = [];
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const answer = await cache.match(request);
      if (!answer) continue;
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      const sentAt = Date.parse(answer.headers.get('date') ?? '');
      pages.push({
        path,
        title: titleOf(await answer.text(), path),
        keptAt: Number.isFinite(sentAt) ? sentAt : null,
      });
    }
  }
  return pages.sort((a, b) => (b.keptAt ?? 0) - (a.keptAt ?? 0));
}
