import 'server-only';
import { z } from 'zod';

// Building blocks for the services' schemas: strict where a page depends on a field,
// forgiving elsewhere, because malformed upstream data must never crash a page.

/** An id the services send as a string or a number; always a non-empty string for us. */
export const upstreamId = z
  .union([z.string().trim().min(1), z.number().finite()])
  .transform((value) => String(value));

/** A field we can do without: a wrong type is dropped instead of failing the whole response. */
export function lenient<S extends z.ZodType>(schema: S) {
  return schema.optional().catch(undefined);
}

/** The entries that match the schema; the others are dropped one by one. */
export function keepValid<S extends z.ZodType>(item: S, entries: readonly unknown[]): z.output<S>[] {
  return entries.flatMap((entry) => {
    const parsed = item.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A list whose malformed entries are dropped one by one; a missing or wrong list is empty. */
export function lenientArray<S extends z.ZodType>(item: S) {
  return z
    .array(z.unknown())
    .catch([])
    .optional()
    .transform((items) => keepValid(item, items ?? []));
}

/** A count the service reports (a page number, a total): absent is unknown, anything but a count fails. */
export const optionalCount = z.number().int().nonnegative().optional();

export const optionalText = lenient(z.string().nullable());
export const optionalFlag = lenient(z.boolean().nullable());
export const optionalNumber = lenient(z.number().finite().nullable());

/** Dates come as ISO text or epoch milliseconds; we keep ISO text. */
export const optionalDate = lenient(
  z
    .union([z.string(), z.number().finite()])
    .nullable()
    .transform((value) => {
      if (value === null) return null;
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? null : date.toISOString();
    }),
);

/** An image as a URL, or an object carrying one (url, src or path). */
export const imageSource = lenient(
  z
    .union([
      z.string(),
      z.looseObject({ url: z.string().optional(), src: z.string().optional(), path: z.string().optional() }),
    ])
    .nullable()
    .transform((value) => {
      const url = typeof value === 'string' ? value : (value?.url ?? value?.src ?? value?.path ?? null);
      return url && url.trim() !== '' ? url.trim() : null;
    }),
);

/** Tags come as text or as objects with a label or name. */
export const tag = z
  .union([z.string(), z.looseObject({ label: z.string().optional(), name: z.string().optional() })])
  .transform((value) => (typeof value === 'string' ? value : (value.label ?? value.name ?? '')))
  .refine((value) => value !== '');

export const looseRecord = lenient(z.record(z.string(), z.unknown()));

/** A success envelope around `data` (its status is checked by the HTTP wrapper). */
export function envelope<D extends z.ZodType>(data: D) {
  return z.looseObject({ data });
}
