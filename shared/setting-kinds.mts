// The kinds of value a setting holds (shared/settings-schema.mts), each read from an environment
// variable's text. An empty variable (`NAME=` in a .env file) means "not set": the default applies, and
// an optional third party stays off. A default is the schema's own (zod's `.default()`), so the
// documentation and the serving layer read it from there.
import { isIP } from 'node:net';
import { z } from 'zod';

export function blankToUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** 'required' when the variable is unset or blank, else `fallback`. */
export function requiredMessage(fallback: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : fallback);
}

const HTTP_URL = /^https?$/;

export function requiredText() {
  return z.preprocess(blankToUndefined, z.string({ error: requiredMessage('must be text') }));
}

export function optionalText() {
  return z.preprocess(blankToUndefined, z.string().optional());
}

export function textOr(defaultValue: string) {
  return z.preprocess(blankToUndefined, z.string().default(defaultValue));
}

/** Text of at least 24 characters, such as a shared secret. */
export function optionalKey() {
  return z.preprocess(blankToUndefined, z.string().min(24, 'must be at least 24 characters').optional());
}

export function requiredUrl() {
  return z.preprocess(
    blankToUndefined,
    z.url({ protocol: HTTP_URL, error: requiredMessage('must be an absolute http(s) URL') }),
  );
}

export function optionalUrl() {
  return z.preprocess(
    blankToUndefined,
    z.url({ protocol: HTTP_URL, error: 'must be an absolute http(s) URL' }).optional(),
  );
}

/** An http(s) address with a default; a base address (`trimSlash`) loses its trailing slashes. */
export function urlOr(defaultValue: string, { trimSlash = false } = {}) {
  const url = z.preprocess(
    blankToUndefined,
    z.url({ protocol: HTTP_URL, error: 'must be an absolute http(s) URL' }).default(defaultValue),
  );
  return url.transform((value) => (trimSlash ? value.replace(/\/+$/, '') : value));
}

export function integer(defaultValue: number, min: number) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .default(defaultValue),
  );
}

/** A path on a host, starting with '/', with a default. */
export function pathOr(defaultValue: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\/[\w\-./~%]*$/, "must be a path starting with '/'")
      .default(defaultValue),
  );
}

export function choice<const T extends readonly [string, ...string[]]>(values: T, defaultValue: T[number]) {
  return z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `must be one of ${values.join(', ')}` }).default(defaultValue),
  );
}

/** An address, or a range of them in CIDR notation (`10.0.0.0/8`, `fc00::/7`). */
function isAddressRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** Comma-separated entries, trimmed, empty ones dropped; unset is `defaultValue`. */
function commaList(defaultValue: string, clean: (entry: string) => string = (entry) => entry) {
  return z.preprocess(blankToUndefined, z.string().default(defaultValue)).transform((value) =>
    value
      .split(',')
      .map((entry) => clean(entry.trim()))
      .filter(Boolean),
  );
}

/** A comma-separated list of addresses and CIDR ranges. */
export function addressRangeList(defaultValue: string) {
  return commaList(defaultValue).pipe(
    z.array(
      z
        .string()
        .refine(isAddressRange, 'must be addresses or ranges separated by commas, such as 10.0.0.0/8'),
    ),
  );
}

/** A comma-separated list of host names (host or host:port), lower-cased; unset is none. */
export function hostList() {
  return commaList('', (host) => host.toLowerCase()).pipe(
    z.array(
      z
        .string()
        .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'must be host names separated by commas, such as cdn.example.com'),
    ),
  );
}
