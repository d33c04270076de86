import { z } from 'zod';
import { royalProductOf } from './royal-product';

/** Optional text: missing, null and blank all mean "not set". */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value != null && value.trim() !== '' ? value : undefined));

export interface LinkProps {
  href: string;
  label: string;
  newTab: boolean;
}

/** A link content `{ title, link, openInNewTab }`; `{}` or no link means "not set". */
export const linkContent = z
  .object({ title: z.string().nullish(), link: z.string().nullish(), openInNewTab: z.boolean().nullish() })
  .nullish()
  .transform((value): LinkProps | undefined =>
    value?.link
      ? { href: value.link, label: value.title ?? value.link, newTab: value.openInNewTab ?? false }
      : undefined,
  );

export interface ImageProps {
  src: string;
  alt: string;
}

/** An image content `{ image, altText }`; `{}` means "not set". */
export const imageContent = z
  .object({ image: z.string().nullish(), altText: z.string().nullish() })
  .nullish()
  .transform((value): ImageProps | undefined =>
    value?.image ? { src: value.image, alt: value.altText ?? '' } : undefined,
  );

export type Theme = 'dark' | 'light';

/** `darklightTheme_custom: [{ darklightTheme_select: 'Dark' | 'Light' }]`; light unless it says Dark. */
export const themeCustom = z
  .array(z.object({ darklightTheme_select: z.string().nullish() }))
  .nullish()
  .transform((value): Theme =>
    value?.[0]?.darklightTheme_select?.toLowerCase() === 'dark' ? 'dark' : 'light',
  );

/** The royal look, by either of its fields (royalProductOf). */
export function isRoyal(customContent: Record<string, unknown>): boolean {
  return royalProductOf(customContent) !== undefined;
}

/** A list of raw blocks nested in a block (`blocks_content`). */
export const nestedBlocks = z
  .array(
    z.looseObject({
      contentType: z.string(),
      customContentType: z.string().optional(),
      id: z.string().optional(),
    }),
  )
  .nullish()
  .transform((value) => value ?? []);
