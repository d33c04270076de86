// First-load JavaScript of a page: every script the HTML makes a modern browser download,
// gzip-compressed, summed. `nomodule` scripts (legacy polyfills) are never fetched by browsers that
// run modules, so they are reported apart.
import { gzipSync } from 'node:zlib';

/**
 * @param {string} src
 * @param {string | URL} base
 * @returns {Promise<number>}
 */
async function gzipBytes(src, base) {
  const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

/**
 * The `src` of each script a page's HTML names: `modern` ones, and `legacy` (`nomodule`) ones.
 * @param {string} html
 * @returns {{ modern: Set<string>; legacy: Set<string> }}
 */
export function scriptSources(html) {
  /** @type {Set<string>} */
  const modern = new Set();
  /** @type {Set<string>} */
  const legacy = new Set();
  for (const match of html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)) {
    const attributes = `${match[1]} ${match[3]}`.toLowerCase();
    (attributes.includes('nomodule') ? legacy : modern).add(/** @type {string} */ (match[2]));
  }
  return { modern, legacy };
}

/**
 * A page's first-load JavaScript: its modern scripts and their gzip bytes, its legacy ones', and its HTML's.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
export async function firstLoadJs(url, headers = {}) {
  const html = await (await fetch(url, { headers })).text();
  const { modern, legacy } = scriptSources(html);
  let bytes = 0;
  for (const src of modern) bytes += await gzipBytes(src, url);
  let legacyBytes = 0;
  for (const src of legacy) legacyBytes += await gzipBytes(src, url);
  return {
    scripts: modern.size,
    gzipBytes: bytes,
    legacyGzipBytes: legacyBytes,
    htmlGzipBytes: gzipSync(html).length,
  };
}
