// The Content-Security-Policy of an HTML answer (docs/decisions/0010): computed from the complete page,
// allowing exactly its own inline scripts by hash, the embeds it announces and the configured third
// parties. An answer that cannot be read gets the strictest policy: no inline script at all.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import {
  contentSecurityPolicy,
  embedSources,
  inlineScriptHashes,
  pageTextParts,
} from './security-headers.mjs';

/** The body as the browser will read it, whatever compression it arrived with. */
export function decoded(body, encoding) {
  const name = String(encoding ?? '')
    .trim()
    .toLowerCase();
  if (name === 'gzip') return gunzipSync(body);
  if (name === 'deflate') return inflateSync(body);
  if (name === 'br') return brotliDecompressSync(body);
  if (name === '' || name === 'identity') return body;
  throw new Error(`unknown content encoding ${name}`);
}

export function isHtml(contentType) {
  return /^text\/html\b/i.test(String(contentType ?? ''));
}

/** The policy of an HTML answer whose body is not read: no inline script at all. */
export function strictestPolicy(sources) {
  return contentSecurityPolicy({ hashes: [], sources });
}

/** The policy of a page whose HTML is `body` (encoded as `encoding`). */
export function pagePolicy(body, encoding, sources) {
  try {
    const parts = pageTextParts(decoded(body, encoding));
    return contentSecurityPolicy({
      hashes: inlineScriptHashes(parts, 'latin1'),
      sources,
      embeds: embedSources(parts),
    });
  } catch (error) {
    console.error('Content-Security-Policy:', error instanceof Error ? error.message : error);
    return strictestPolicy(sources);
  }
}
