// The Content-Security-Policy of an HTML answer (docs/decisions/0010): computed from the complete page,
// allowing exactly its own inline scripts by hash, the embeds it announces and the configured third
// parties, within the limits that keep the policy's size bounded (server/security-headers.mjs
// POLICY_LIMITS). An answer that cannot be read gets the strictest policy: no inline script at all.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import {
  contentSecurityPolicy,
  mergedPayload,
  pageTextParts,
  readPage,
  withinLimits,
} from './security-headers.mjs';
/** @import { PolicySources } from './security-headers.mjs' */

/**
 * The body as the browser will read it, whatever compression it arrived with.
 * @param {Buffer} body
 * @param {unknown} encoding The answer's Content-Encoding.
 * @returns {Buffer}
 */
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

/**
 * True for an HTML answer's Content-Type.
 * @param {unknown} contentType
 * @returns {boolean}
 */
export function isHtml(contentType) {
  return /^text\/html\b/i.test(String(contentType ?? ''));
}

/**
 * The policy of a page that cannot be read: no inline script, no embed.
 * @param {PolicySources} sources
 * @returns {string}
 */
export function strictestPolicy(sources) {
  return contentSecurityPolicy({ hashes: [], sources });
}

// Each sentence about what a page's policy left out is logged once by an instance: the page is rendered
// again every time its copy expires, and says the same each time.
const REPORTED_LIMIT = 1000;
/** @type {Set<string>} */
const reported = new Set();
/** @param {string} line */
function reportOnce(line) {
  if (reported.has(line)) return;
  if (reported.size >= REPORTED_LIMIT) reported.clear();
  reported.add(line);
  console.warn(line);
}

/**
 * The page whose plain HTML is `body`, as it is sent (its server-component payload in one script,
 * server/security-headers.mjs mergedPayload), and its policy. `address` names the page in the log.
 * @param {Buffer} body
 * @param {PolicySources} sources
 * @param {string} [address]
 * @returns {{ body: Buffer; policy: string }}
 */
export function pageWithPolicy(body, sources, address = '') {
  try {
    const page = readPage(pageTextParts(body), 'latin1');
    const allowed = withinLimits(page);
    if (allowed.refused) reportOnce(`Content-Security-Policy of ${address}: ${allowed.refused}`);
    return {
      body: mergedPayload(body, page.payload),
      policy: contentSecurityPolicy({ hashes: allowed.hashes, sources, embeds: allowed.embeds }),
    };
  } catch (error) {
    console.error('Content-Security-Policy:', error instanceof Error ? error.message : error);
    return { body, policy: strictestPolicy(sources) };
  }
}
