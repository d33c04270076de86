// What must never leave this site in a log line or an error report: tokens, cookie values, sign-in codes
// and personal data. One list for the serving layer's request log and the error reports of the server and
// the browser (features/error-reporting/).
import {
  ACCESS_COOKIE,
  ANONYMOUS_COOKIE,
  DEVICE_COOKIE,
  REFRESH_COOKIE,
  RETURN_COOKIE,
  STATE_COOKIE,
} from './cookies.mjs';

export const REDACTED = '[redacted]';

/** An error report's message is cut to 250 characters. */
export const MESSAGE_CAP = 250;

// Names whose value is a secret wherever it appears: `name=value`, `name: value`, `"name":"value"`.
const SECRET_NAMES = [
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'client_secret',
  'password',
  'api_key',
  'apikey',
  'x-api-key',
  'sessionkey',
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  ANONYMOUS_COOKIE,
  STATE_COOKIE,
  RETURN_COOKIE,
  DEVICE_COOKIE,
];
// Names whose value is a secret in an address: the sign-in callback's `code` and `state`.
const ADDRESS_SECRETS = ['code', 'state'];

const escape = (/** @type {string} */ name) => name.replace(/[-_]/g, (c) => `\\${c}`);
const SECRET_PAIR = new RegExp(
  `((?:${SECRET_NAMES.map(escape).join('|')})["']?\\s*[=:]\\s*["']?)[^\\s&;,"'<>]+`,
  'gi',
);
const ADDRESS_PAIR = new RegExp(`([?&#](?:${ADDRESS_SECRETS.join('|')})=)[^\\s&#"'<>]*`, 'gi');
// A JWT: a base64url JSON header and payload (both start `eyJ`, "{"), then a signature; no word
// boundary asked, as in an address it may follow an escape (`%20eyJ…`).
const JWT = /eyJ[\w-]{4,}\.eyJ[\w-]{4,}\.[\w-]*/g;
// An Authorization header's value wherever it is quoted, in an address too (`Bearer%20…`).
const AUTHORIZATION = /(?<![A-Za-z])(Bearer|Basic)(?:\s+|%20|\+)[\w.~+/=-]+/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * The text with every token, secret value and e-mail address replaced by REDACTED; anything but a
 * string comes back as it was.
 * @template T
 * @param {T} text
 * @returns {T}
 */
export function scrubText(text) {
  if (typeof text !== 'string' || text === '') return text;
  return /** @type {T} */ (
    text
      .replace(JWT, REDACTED)
      .replace(AUTHORIZATION, `$1 ${REDACTED}`)
      .replace(SECRET_PAIR, `$1${REDACTED}`)
      .replace(ADDRESS_PAIR, `$1${REDACTED}`)
      .replace(EMAIL, REDACTED)
  );
}

/**
 * The text scrubbed, then cut to `cap` characters (an error report's 250 by default).
 * @template T
 * @param {T} text
 * @param {number} [cap]
 * @returns {T}
 */
export function cappedText(text, cap = MESSAGE_CAP) {
  const scrubbed = scrubText(text);
  return typeof scrubbed === 'string' && scrubbed.length > cap
    ? /** @type {T} */ (`${scrubbed.slice(0, cap - 1)}…`)
    : scrubbed;
}

// Header and field names whose value is dropped whole: cookies and credentials.
const SECRET_KEY =
  /^(?:cookie|cookies|set-cookie|authorization|proxy-authorization|x-api-key|password|token|access_token|refresh_token|id_token|client_secret)$/i;

/**
 * A deep copy of a value with every string scrubbed and every cookie or credential field replaced,
 * `depth` levels down (an error report's request, breadcrumbs, contexts).
 * @template T
 * @param {T} value
 * @param {number} [depth]
 * @returns {T}
 */
export function scrubValue(value, depth = 8) {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth <= 0) return /** @type {T} */ (REDACTED);
  if (Array.isArray(value)) return /** @type {T} */ (value.map((item) => scrubValue(item, depth - 1)));
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : scrubValue(item, depth - 1);
  }
  return /** @type {T} */ (copy);
}
