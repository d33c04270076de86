import 'server-only';
import { cache } from 'react';

// One list per server request (React's request-scoped cache): the pictures the page's blocks show,
// some known at once, some when a feed has loaded.
const shown = cache((): { lists: Promise<readonly string[]>[] } => ({ lists: [] }));

/** A block tells the page which pictures it shows (or will, once its feed has loaded). */
export function showsPictures(pictures: Promise<readonly string[]> | readonly string[]): void {
  // A feed that fails shows nothing: its failure is the feed's own to report.
  shown().lists.push(Promise.resolve(pictures).catch(() => []));
}

/**
 * Every picture the page's blocks show, once the feeds among them have loaded: for the related lists
 * at the end of a page, which leave out of their cards a picture the reader has already seen. Blocks
 * that register while it waits (a feed inside a tab that loaded late) are waited for too.
 */
export async function picturesShownOnPage(): Promise<ReadonlySet<string>> {
  const { lists } = shown();
  let seen = 0;
  const pictures = new Set<string>();
  while (seen < lists.length) {
    const batch = lists.slice(seen);
    seen = lists.length;
    for (const list of await Promise.all(batch)) for (const src of list) pictures.add(src);
  }
  return pictures;
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
