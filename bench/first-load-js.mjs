// First-load JavaScript of a page: every script the HTML references, gzip-compressed, summed.
import { gzipSync } from 'node:zlib';

export async function firstLoadJs(url) {
  const html = await (await fetch(url)).text();
  const sources = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(match[1]);
  let bytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  // Inline scripts (the RSC payload and bootstrap) ship with the HTML; counted separately.
  let inline = 0;
  for (const match of html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)) inline += match[1].length;
  return { scripts: sources.size, gzipBytes: bytes, inlineBytes: inline, htmlGzipBytes: gzipSync(html).length };
}
