// Security headers for every answer, and the Content-Security-Policy of an HTML page computed from the
// page itself: its inline scripts are allowed by their SHA-256 hashes, so the policy allows only our own
// scripts and the configured third parties while the HTML stays the same bytes for everyone (no per-request
// nonce, which would force every page to render per request). See docs/decisions/0010. The headers every
// answer carries, whoever serves it, are in shared/security-headers.mjs.
import { isInlineCode, readScripts, sha256Source, textParts } from '../shared/html-scripts.mjs';

function originOf(value) {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The sources a page may use, from the same environment the site reads (docs/configuration.md). Third
 * parties are allowed only when their setting is present.
 */
export function policySources(env) {
  // The consent platform runs only with a property (docs/configuration.md). Its script frames the message
  // and the privacy manager from its own origin.
  const consent = env.CONSENT_PROPERTY_ID
    ? originOf(env.CONSENT_BASE_ENDPOINT || 'https://cdn.privacy-mgmt.com')
    : null;
  const scripts = unique([
    consent,
    originOf(env.LIVE_BLOG_SCRIPT_URL),
    originOf(env.FORMS_SCRIPT_URL),
    // The streaming provider's player, for STREAM videos (docs/configuration.md).
    originOf(env.STREAM_PLAYER_URL || 'https://cdnapisec.kaltura.com'),
    // The tag manager's container and the device-tags script, each only with its settings; both also send
    // what they collect to their own origin (connect-src below).
    env.TAG_MANAGER_ID
      ? originOf(env.TAG_MANAGER_SCRIPT_URL || 'https://www.googletagmanager.com/gtm.js')
      : null,
    env.DEVICE_TAGS_API_KEY ? originOf(env.DEVICE_TAGS_SCRIPT_URL) : null,
    env.AD_NETWORK_CODE
      ? originOf(env.AD_TAG_SCRIPT_URL || 'https://securepubads.g.doubleclick.net/tag/js/gpt.js')
      : null,
    // YouTube videos come from the content (spec blocks §4): its iframe API.
    originOf(env.YOUTUBE_IFRAME_API_URL || 'https://www.youtube.com/iframe_api'),
  ]);
  // The behavioural tracker's own code is served from our origin; its batches go to the collector.
  const connect = unique([originOf(env.TRACKER_COLLECTOR_URL), originOf(env.SENTRY_DSN), ...scripts]);
  const media = unique([originOf(env.CONTENT_API_URL)]);
  return { scripts, connect, media, frames: unique([consent]), siteUrl: env.SITE_URL ?? '' };
}

// Hashes a server component announces for scripts it re-inserts after mount (blocks/shared/html-content.tsx).
const ANNOUNCED = /\bdata-script-hashes="([^"]*)"/g;
const HASH = /^sha256-[A-Za-z0-9+/]+={0,2}$/;
// The origins of the embed providers a content body holds (blocks/shared/html-content.tsx): their frames
// and scripts are allowed on that page only, and only after consent does the page insert them.
const ANNOUNCED_EMBEDS = /\bdata-embed-sources="([^"]*)"/g;
const EMBED_SOURCE = /^https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

/**
 * The hash sources of the page's inline scripts, and of those it says it will insert. `html` is the page's
 * text, whole or in the parts pageTextParts makes.
 */
export function inlineScriptHashes(html, encoding = 'utf8') {
  const hashes = [];
  for (const script of readScripts(html)) {
    if (isInlineCode(script)) hashes.push(sha256Source(script.text, encoding));
  }
  for (const part of textParts(html)) {
    for (const [, list] of part.matchAll(ANNOUNCED)) {
      hashes.push(...list.split(/\s+/).filter((hash) => HASH.test(hash)));
    }
  }
  return unique(hashes);
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
 * `inlineScriptHashes(parts, 'latin1')` hashes exactly the UTF-8 the browser hashes. The parser reads the
 * parts as one text; the announcements are read part by part, and a part never ends inside a tag.
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

/** The origins of the embeds the page says its content holds, from its text, whole or in parts. */
export function embedSources(html) {
  const found = [];
  for (const part of textParts(html)) {
    for (const [, list] of part.matchAll(ANNOUNCED_EMBEDS)) {
      found.push(...list.split(/\s+/).filter((source) => EMBED_SOURCE.test(source)));
    }
  }
  return unique(found);
}

/** The page's Content-Security-Policy. */
export function contentSecurityPolicy({ hashes, sources, embeds = [] }) {
  const https = sources.siteUrl.startsWith('https:');
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
