// The files a browser downloads to show a page on a first visit: the scripts and stylesheets its HTML
// names, and the fonts those stylesheets name. A crowd of new visitors asks for these as often as for
// pages, so the benchmark loads them too, in the encoding a browser is sent.
import { scriptSources } from './first-load-js.mjs';
import { timedView } from './timed-view.mjs';

// What Chrome sends: brotli is taken where it is offered.
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * The bytes sent for `url` to a browser that takes BROWSER_ENCODINGS (and what `headers` add, such as a
 * picture's Accept): the body as it crosses the wire.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<number>}
 */
export async function sentBytes(url, headers = {}) {
  const view = await timedView(url, { ...headers, 'accept-encoding': BROWSER_ENCODINGS });
  if (view.status !== 200) throw new Error(`${url} answered ${view.status}`);
  return view.bytes;
}

/**
 * The same-origin paths of a page's scripts (not `nomodule`), stylesheets, and their fonts.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<string[]>}
 */
export async function firstVisitFiles(url, headers = {}) {
  const html = await (await fetch(url, { headers })).text();
  const origin = new URL(url).origin;
  const local = (/** @type {string} */ href, /** @type {string | URL} */ base) => {
    const resolved = new URL(href.replaceAll('&amp;', '&'), base);
    return resolved.origin === origin ? resolved.pathname + resolved.search : null;
  };
  /** @type {Set<string | null>} */
  const files = new Set();
  for (const src of scriptSources(html).modern) files.add(local(src, url));
  const sheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(
    ([tag]) => /\shref="([^"]+)"/.exec(tag)?.[1],
  );
  for (const href of /** @type {string[]} */ (sheets.filter(Boolean))) {
    const sheet = local(href, url);
    if (!sheet) continue;
    files.add(sheet);
    const css = await (await fetch(new URL(sheet, origin))).text();
    for (const [, font] of css.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)) {
      files.add(local(/** @type {string} */ (font), new URL(sheet, origin)));
    }
  }
  files.delete(null);
  return /** @type {string[]} */ ([...files]);
}

/**
 * A Lua `path(id, n)` for bench/load.mjs going round `files`, each wrk thread from its own place.
 * @param {string[]} files
 * @returns {string}
 */
export function roundOf(files) {
  return `
local files = { ${files.map((file) => JSON.stringify(file)).join(', ')} }
function path(id, n) return files[((n + id * 5) % #files) + 1] end`;
}
