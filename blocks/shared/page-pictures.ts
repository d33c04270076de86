import 'server-only';
import { cache } from 'react';

// Per server request (React's request-scoped cache): the pictures and the articles the page's blocks
// show, some known at once, some when a feed has loaded.
type Shown = { pictures: Promise<readonly string[]>[]; articles: Promise<readonly string[]>[] };
const shown = cache((): Shown => ({ pictures: [], articles: [] }));

function register(kind: keyof Shown, values: Promise<readonly string[]> | readonly string[]): void {
  // A feed that fails shows nothing: its failure is the feed's own to report.
  shown()[kind].push(Promise.resolve(values).catch(() => []));
}

// Every value registered, once the feeds among them have loaded; those that register while it waits
// (a feed inside a tab that loaded late) are waited for too.
async function everyValue(kind: keyof Shown): Promise<ReadonlySet<string>> {
  const lists = shown()[kind];
  let seen = 0;
  const values = new Set<string>();
  while (seen < lists.length) {
    const batch = lists.slice(seen);
    seen = lists.length;
    for (const list of await Promise.all(batch)) for (const value of list) values.add(value);
  }
  return values;
}

/** A block tells the page which pictures it shows (or will, once its feed has loaded). */
export function showsPictures(pictures: Promise<readonly string[]> | readonly string[]): void {
  register('pictures', pictures);
}

/**
 * Every picture the page's blocks show, once the feeds among them have loaded: for the related lists
 * at the end of a page, which leave out of their cards a picture the reader has already seen.
 */
export function picturesShownOnPage(): Promise<ReadonlySet<string>> {
  return everyValue('pictures');
}

/** A feed tells the page the ids of the articles its cards show (once it has loaded). */
export function showsArticles(ids: Promise<readonly string[]> | readonly string[]): void {
  register('articles', ids);
}

/**
 * The ids of every article the page's feeds show as cards: a related list leaves them out, so a page
 * never offers as 'related' what it has just listed (a meeting's own days, say).
 */
export function articlesShownOnPage(): Promise<ReadonlySet<string>> {
  return everyValue('articles');
}

const IMAGE_ADDRESS = /^(https?:\/\/|\/|pack:)[^\s"'<>]+\.(jpe?g|png|webp|avif|gif)(\?[^\s"'<>]*)?$/i;
const MAX_DEPTH = 12;

/** The image addresses anywhere in blocks as the content service sends them (nested ones included). */
export function imageAddressesIn(value: unknown, depth = 0): string[] {
  if (depth > MAX_DEPTH || value === null || value === undefined) return [];
  if (typeof value === 'string') return IMAGE_ADDRESS.test(value) ? [value] : [];
  if (typeof value !== 'object') return [];
  const items = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
  return items.flatMap((item) => imageAddressesIn(item, depth + 1));
}
