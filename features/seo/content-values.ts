// No 'server-only': pure readers for untrusted content values.
import { isRecord } from '@/platform/shared/is-record';

export { isRecord };

/** A string with its whitespace (and control characters, which show as nothing) collapsed; null for anything else or an empty string. */
export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const collapsed = value.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  return collapsed === '' ? null : collapsed;
}

/** The first key of `record` that holds non-empty text. */
export function firstText(record: unknown, keys: readonly string[]): string | null {
  if (!isRecord(record)) return null;
  for (const key of keys) {
    const value = text(record[key]);
    if (value) return value;
  }
  return null;
}

/** A date or timestamp as ISO 8601; null for a missing or unparsable value. */
export function isoTimestamp(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The object without its undefined and null properties, so absent data is absent from the output. */
export function compact<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<T>;
}
