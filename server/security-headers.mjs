// Security headers for every answer, and the Content-Security-Policy of an HTML page computed from the
// page itself: its inline scripts are allowed by their SHA-256 hashes, so the policy allows only our own
// scripts and the configured third parties while the HTML stays the same bytes for everyone (no per-request
// nonce, which would force every page to render per request). See docs/decisions/0010. The headers every
// answer carries, whoever serves it, are in shared/security-headers.mjs.
import { isInlineCode, readScripts, sha256Source, textParts } from '../shared/html-scripts.mjs';
import { readSetting } from '../shared/settings-schema.mts';
/** @import { PlacedScript, ScriptSpec } from '../shared/html-scripts.mjs' */
/** @import { SettingName } from '../shared/settings-schema.mts' */

/**
 * The origins a page may load from, by kind, and the address the site is served at.
 * @typedef {object} PolicySources
 * @property {string[]} scripts
 * @property {string[]} connect
 * @property {string[]} media
 * @property {string[]} frames Origins the page frames whatever its content: the consent platform's message and privacy manager.
 * @property {string} siteUrl
 */
/**
 * A page's text, whole or in the consecutive parts pageTextParts makes.
 * @typedef {string | readonly string[]} PageText
 */
/**
 * A page read for its policy (readPage).
 * @typedef {object} PageScripts
 * @property {string[]} own Hash sources of the page's own inline scripts, its payload's chunks as one.
 * @property {PlacedScript[]} payload The payload's chunks, where they stand in the page's text.
 * @property {string[]} announced Hash sources the content announces for the scripts it inserts after mount.
 * @property {string[]} embeds The embed sources the content announces.
 */

/**
 * @param {unknown} value
 * @returns {string | null}
 */
function originOf(value) {
  if (!value) return null;
  try {
    const url = new URL(String(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The values that are set, each once, in order.
 * @param {(string | null | undefined)[]} values
 * @returns {string[]}
 */
const unique = (values) => /** @type {string[]} */ ([...new Set(values.filter(Boolean))]);

/**
 * The sources a page may use, from the same environment the site reads, each setting read as the site
 * reads it (shared/settings-schema.mts), its default included. Third parties are allowed only when their
 * setting is present.
 * @param {Record<string, string | undefined>} env
 * @returns {PolicySources}
 */
export function policySources(env) {
  const setting = (/** @type {SettingName} */ name) => readSetting(env, name);
  // The consent platform runs only with a property (docs/configuration.md). Its script frames the message
  // and the privacy manager from its own origin.
  const consent = setting('CONSENT_PROPERTY_ID') ? originOf(setting('CONSENT_BASE_ENDPOINT')) : null;
  const scripts = unique([
    consent,
    originOf(setting('LIVE_BLOG_SCRIPT_URL')),
    originOf(setting('FORMS_SCRIPT_URL')),
    // The streaming provider's player, for STREAM videos (docs/configuration.md).
    originOf(setting('STREAM_PLAYER_URL')),
    // The tag manager's container and the device-tags script, each only with its settings; both also send
    // what they collect to their own origin (connect-src below).
    setting('TAG_MANAGER_ID') ? originOf(setting('TAG_MANAGER_SCRIPT_URL')) : null,
    setting('DEVICE_TAGS_API_KEY') ? originOf(setting('DEVICE_TAGS_SCRIPT_URL')) : null,
    setting('AD_NETWORK_CODE') ? originOf(setting('AD_TAG_SCRIPT_URL')) : null,
    // YouTube videos come from the content: its iframe API.
    originOf(setting('YOUTUBE_IFRAME_API_URL')),
  ]);
  // The behavioural tracker's own code is served from our origin; its batches go to the collector.
  const connect = unique([
    originOf(setting('TRACKER_COLLECTOR_URL')),
    originOf(setting('SENTRY_DSN')),
    ...scripts,
  ]);
  const media = unique([originOf(setting('CONTENT_API_URL'))]);
  return { scripts, connect, media, frames: unique([consent]), siteUrl: env.SITE_URL ?? '' };
}

// What a page's policy may hold, whatever the page holds, so the policy, and the headers around it, have
// a size known in advance: the edge reads an instance's headers into one buffer of a fixed size
// (deploy/nginx.conf.template, `proxy_buffer_size`; scripts/nginx-config.test.ts checks the largest
// header set fits). What is over a limit is left out of the policy, so the browser refuses it, and logged.
export const POLICY_LIMITS = Object.freeze({
  // The page's own inline scripts: our three head scripts, Next's runtime and its payload's bootstrap, and
  // the payload itself as one script (mergedPayload below): 6 on every page.
  ownScripts: 8,
  // The inline scripts the page's content bodies announce (blocks/shared/html-content.tsx), in page order.
  contentScripts: 16,
  // The embed sources the content announces: every provider's domains (ui/consent/providers.ts) fit.
  embedSources: 48,
  // Characters in one embed source; the longest a provider has is 30 (https://*.youtube-nocookie.com).
  embedSourceChars: 64,
});

// Hashes a server component announces for scripts it re-inserts after mount (blocks/shared/html-content.tsx).
const ANNOUNCED = /\bdata-script-hashes="([^"]*)"/g;
const HASH = /^sha256-[A-Za-z0-9+/]+={0,2}$/;
// The origins of the embed providers a content body holds (blocks/shared/html-content.tsx): their frames
// and scripts are allowed on that page only, and only after consent does the page insert them.
const ANNOUNCED_EMBEDS = /\bdata-embed-sources="([^"]*)"/g;
// An https origin (or its subdomains), or a local one over http (the sandbox's map provider).
const EMBED_SOURCE = /^(?:https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+|http:\/\/localhost(?::\d{1,5})?)$/;

// Next writes the page's server-component payload as one inline script per chunk of its stream, about
// one per 20 KiB (36 on the block gallery): `self.__next_f.push([1,"…"])`, or `[3,"…"]` for bytes that are
// not text, each with no attribute. They only queue data for Next's client, which reads the queue when it
// starts and takes each later push as it comes, until the document has loaded; so one script holding
// every push, in order, at the place of the last of them, gives the client the same data, and the page
// one hash for its payload whatever its size. The bootstrap `(self.__next_f=self.__next_f||[]).push([0])`
// starts the queue and stays where it is.
const PAYLOAD_PUSH = /^self\.__next_f\.push\(\[[13],/;
const isPayloadChunk = (/** @type {ScriptSpec} */ script) =>
  script.attributes.length === 0 && PAYLOAD_PUSH.test(script.text);

/**
 * A page read for its policy, from its text, whole or in the parts pageTextParts makes: the hash sources
 * of its own inline scripts (`own`, the payload's chunks as one script), where those chunks stand
 * (`payload`, for mergedPayload), and the hashes and embed sources its content announces (`announced`,
 * `embeds`), each once, in page order.
 * @param {PageText} html
 * @param {'utf8' | 'latin1'} [encoding]
 * @returns {PageScripts}
 */
export function readPage(html, encoding = 'utf8') {
  /** @type {string[]} */
  const own = [];
  /** @type {PlacedScript[]} */
  const payload = [];
  for (const script of readScripts(html, { positions: true })) {
    if (!isInlineCode(script)) continue;
    if (isPayloadChunk(script)) payload.push(script);
    else own.push(sha256Source(script.text, encoding));
  }
  // The payload first: were a page ever over the limit of its own scripts, Next's data would still run.
  if (payload.length > 0) own.unshift(sha256Source(payloadText(payload), encoding));
  /** @type {string[]} */
  const announced = [];
  /** @type {string[]} */
  const embeds = [];
  for (const part of textParts(html)) {
    for (const [, list = ''] of part.matchAll(ANNOUNCED)) {
      announced.push(...list.split(/\s+/).filter((hash) => HASH.test(hash)));
    }
    for (const [, list = ''] of part.matchAll(ANNOUNCED_EMBEDS)) {
      embeds.push(...list.split(/\s+/).filter((source) => EMBED_SOURCE.test(source)));
    }
  }
  return { own: unique(own), payload, announced: unique(announced), embeds: unique(embeds) };
}

// The payload's one script: every chunk's text in order, `;` between them, as consecutive parts (the
// whole can be a megabyte, which V8 would make a large string of).
const payloadText = (/** @type {readonly ScriptSpec[]} */ chunks) =>
  chunks.flatMap((chunk, i) => (i === 0 ? [chunk.text] : [';', chunk.text]));

/**
 * The page's bytes with its payload's chunks (`readPage(...).payload`, read from `pageTextParts(bytes)`)
 * as one script at the place of the last: the same bytes when there is one chunk or none.
 * @param {Buffer} bytes
 * @param {readonly PlacedScript[]} payload
 * @returns {Buffer}
 */
export function mergedPayload(bytes, payload) {
  if (payload.length < 2) return bytes;
  const pieces = [];
  let at = 0;
  for (const chunk of payload) {
    pieces.push(bytes.subarray(at, chunk.start));
    at = chunk.end;
  }
  pieces.push(Buffer.from('<script>'));
  for (const text of payloadText(payload)) pieces.push(Buffer.from(text, 'latin1'));
  pieces.push(Buffer.from('</script>'), bytes.subarray(at));
  return Buffer.concat(pieces);
}

/**
 * What of a page (readPage) its policy allows, within POLICY_LIMITS: `hashes` and `embeds` for
 * contentSecurityPolicy, and `refused`, a sentence for the log naming what was left out, or null.
 * @param {Pick<PageScripts, 'own' | 'announced' | 'embeds'>} page
 * @returns {{ hashes: string[]; embeds: string[]; refused: string | null }}
 */
export function withinLimits({ own, announced, embeds }) {
  const content = announced.filter((hash) => !own.includes(hash));
  const fitting = embeds.filter((source) => source.length <= POLICY_LIMITS.embedSourceChars);
  const refused = /** @type {[count: number, what: string][]} */ ([
    [own.length - POLICY_LIMITS.ownScripts, 'of its own inline scripts'],
    [content.length - POLICY_LIMITS.contentScripts, "of its content's inline scripts"],
    [fitting.length - POLICY_LIMITS.embedSources, "of its content's embed sources"],
    [embeds.length - fitting.length, `embed sources over ${POLICY_LIMITS.embedSourceChars} characters`],
  ])
    .filter(([count]) => count > 0)
    .map(([count, what]) => `${count} ${what}`);
  return {
    hashes: [...own.slice(0, POLICY_LIMITS.ownScripts), ...content.slice(0, POLICY_LIMITS.contentScripts)],
    embeds: fitting.slice(0, POLICY_LIMITS.embedSources),
    refused: refused.length > 0 ? `refused ${refused.join(', ')} (limits: docs/decisions/0010)` : null,
  };
}

// V8 makes a string of over 128 KiB in its large-object space, at about as much cost as reading the page.
const PART_BYTES = 64 * 1024;
const TAG_OPEN = 0x3c; // <
const TAG_CLOSE = 0x3e; // >

/**
 * Where the part that starts at `start` ends: at the first tag after PART_BYTES, so a tag and its
 * announcement are whole in one part; or, in a long run of text with no tag in it (the page's
 * server-component payload is one inline script of up to about 90 KiB, and writes every `<` in it as
 * `\u003c`), right at PART_BYTES, when the last tag before that point has closed, so the cut falls in that
 * text and never inside a tag: React writes no `<` or `>` inside an attribute's value. -1 for no cut.
 * @param {Buffer} bytes
 * @param {number} start
 * @returns {number}
 */
function partEnd(bytes, start) {
  const at = start + PART_BYTES;
  const nextTag = bytes.indexOf(TAG_OPEN, at);
  if (nextTag !== -1 && nextTag - at < PART_BYTES) return nextTag;
  // A part that starts inside such a text and has no tag of its own is that text still.
  const lastTag = bytes.lastIndexOf(TAG_OPEN, at - 1);
  const lastClose = lastTag < start ? -1 : bytes.indexOf(TAG_CLOSE, lastTag);
  const inText = lastTag < start || (lastClose !== -1 && lastClose < at);
  return inText ? at : nextTag;
}

/**
 * The page's text for reading its scripts and announcements, from its UTF-8 bytes, in parts of 64 to
 * 128 KiB. Decoded as Latin-1, one character per byte, several times cheaper than UTF-8 on a whole page,
 * and in parts V8 keeps as ordinary strings. No UTF-8 sequence holds an ASCII byte, so the parser finds
 * the same elements and attributes; a script's text is its original bytes, so
 * `readPage(parts, 'latin1')` hashes exactly the UTF-8 the browser hashes. The parser reads the
 * parts as one text; the announcements are read part by part, and a part never ends inside a tag.
 * @param {Buffer} bytes
 * @returns {string[]}
 */
export function pageTextParts(bytes) {
  const parts = [];
  let start = 0;
  while (bytes.length - start > PART_BYTES) {
    const cut = partEnd(bytes, start);
    if (cut === -1) break;
    parts.push(bytes.toString('latin1', start, cut));
    start = cut;
  }
  parts.push(bytes.toString('latin1', start));
  return parts;
}

/**
 * The page's Content-Security-Policy.
 * @param {{ hashes: string[]; sources: PolicySources; embeds?: string[] }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ hashes, sources, embeds = [] }) {
  const https = sources.siteUrl.startsWith('https:');
  /** @type {string[][]} */
  const directives = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...hashes.map((hash) => `'${hash}'`),
      ...unique([...sources.scripts, ...embeds]),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...sources.media],
    ['media-src', "'self'", 'blob:', 'https:', ...sources.media],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...sources.connect],
    // The offline worker (/serwist/sw.js, docs/decisions/0040) and the manifest that installs the site.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    // Frames from the consent platform, and from the embed providers of this page's content, inserted once
    // consent allows them.
    ['frame-src', "'self'", ...unique([...sources.frames, ...embeds])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}
