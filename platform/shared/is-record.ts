// No 'server-only': content is read on both sides.

/** A plain object from JSON (not null, not an array): the shape content records and block fields have. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
