import { z } from 'zod';
import {
  allowedBlur,
  allowedQuality,
  allowedWidth,
  DEFAULT_IMAGE_QUALITY,
  MAX_IMAGE_WIDTH,
} from '@/ui/image/image-variants';

/** An absolute http(s) URL without credentials, or a path of this site ('/images/x.jpg', not '//host'). */
export function isImageSource(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
}

function wholeNumber(name: string, min: number, max: number) {
  return z
    .string({ error: `${name} is required` })
    .regex(/^\d{1,6}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));
}

// GET /_amplify/image with url, w, q (default 80, docs/decisions/0029); blur is for the placeholder. w, q and
// blur snap up to the variants the site asks for (ui/image/image-variants.ts) rather than answer 400: pages
// and CDN copies made before a change of widths or qualities keep their images, and a flood of random widths
// still makes at most one rendition per allowed width.
export const imageQuerySchema = z.object({
  url: z
    .string({ error: 'url is required' })
    .trim()
    .min(1, 'url is required')
    .max(2048, 'url is too long')
    .refine(isImageSource, 'url must be an absolute http(s) URL or a path of this site'),
  w: wholeNumber('w', 1, MAX_IMAGE_WIDTH).transform(allowedWidth),
  q: wholeNumber('q', 1, 100)
    .optional()
    .transform((value) => allowedQuality(value ?? DEFAULT_IMAGE_QUALITY)),
  blur: wholeNumber('blur', 1, 100).optional().transform(allowedBlur),
});

export type ImageQuery = z.output<typeof imageQuerySchema>;

export type ImageQueryResult = { ok: true; query: ImageQuery } | { ok: false; reason: string };

/** The first value of each parameter, checked; the reason of the first problem otherwise. */
export function parseImageQuery(params: URLSearchParams): ImageQueryResult {
  const raw = {
    url: params.get('url') ?? undefined,
    w: params.get('w') ?? undefined,
    q: params.get('q') ?? undefined,
    blur: params.get('blur') ?? undefined,
  };
  const parsed = imageQuerySchema.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  return { ok: false, reason: parsed.error.issues[0]?.message ?? 'invalid query' };
}
