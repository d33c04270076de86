import { messageSW, type Serwist } from '@serwist/window';
import { racedayEssentials, VENUE_ESSENTIALS } from './essentials';
import { KEEP_PAGES_MESSAGE } from './names';

/**
 * Has the worker keep these pages; resolves once they are kept (or refused: a fan signed in). Asked of
 * the worker that controls the page, a new release's once it has taken over, else of the one this page
 * registered, still installing on a first visit.
 */
export async function keepPages(worker: Serwist, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const current = navigator.serviceWorker.controller ?? (await worker.getSW());
  await messageSW(current, { type: KEEP_PAGES_MESSAGE, paths });
}

/** The addresses on this site that the page's main content links to, without query or fragment. */
function linksOnPage(): string[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
    .filter((link) => link.origin === location.origin)
    .map((link) => link.pathname);
}

/** Resolves once the worker answers this page's requests: pictures asked for before would bypass it. */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * Asks the browser for each picture of a kept page, as that page will ask for it on this phone (the
 * same sources and sizes, so the same width), through the worker, which keeps them.
 */
async function keepPictures(path: string): Promise<void> {
  const kept = await caches.match(path);
  if (!kept) return;
  const html = new DOMParser().parseFromString(await kept.text(), 'text/html');
  const loads = [...html.querySelectorAll<HTMLImageElement>('main img')].map((source) => {
    const picture = new Image();
    const sizes = source.getAttribute('sizes');
    const srcset = source.getAttribute('srcset');
    const src = source.getAttribute('src');
    if (sizes) picture.sizes = sizes;
    if (srcset) picture.srcset = srcset;
    if (src) picture.src = src;
    return picture.decode().catch(() => undefined);
  });
  await Promise.all(loads);
}

/**
 * On a raceday's page, has the worker fetch and keep that day's essentials (racedayEssentials), with
 * `shown`, the page's own address when the worker has not kept it yet, then the course map's pictures.
 */
export async function keepRacedayEssentials(
  worker: Serwist,
  path: string,
  shown: readonly string[],
): Promise<void> {
  const essentials = racedayEssentials(path, linksOnPage()).filter((address) => address !== path);
  await keepPages(worker, [...new Set([...shown, ...essentials])]);
  await controlled();
  await keepPictures(VENUE_ESSENTIALS.courseMap);
}
