import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { getContentItemByKey } from './content-items';
import { perAnswer } from '../http/per-answer';
import { imageSource, lenient, lenientArray, optionalText } from '../schemas/upstream-primitives';
import { safeHref } from '../shared/safe-href';
import type { RawBlock } from '../types/block';
import type { FooterLink, SiteFooterContent } from '../types/site-footer';

export const SITE_FOOTER_KEY = 'site-footer';

// A link content `{ title, link, openInNewTab }` whose target is safe to follow, or null.
const footerLink = lenient(
  z
    .looseObject({ title: optionalText, link: optionalText, openInNewTab: lenient(z.boolean().nullable()) })
    .nullable()
    .transform((value): FooterLink | null => {
      const href = safeHref(value?.link);
      return value && href ? { href, label: value.title ?? href, newTab: value.openInNewTab ?? false } : null;
    }),
).transform((value) => value ?? null);

const social = z
  .looseObject({ network_select: z.string().trim().min(1), link_content: footerLink })
  .transform((value) =>
    value.link_content ? [{ ...value.link_content, network: value.network_select }] : [],
  );

const partner = z
  .looseObject({
    name_string: z.string().trim().min(1),
    logo_content: lenient(z.looseObject({ image: imageSource }).nullable()),
    link_content: footerLink,
  })
  .transform((value) => ({
    name: value.name_string,
    logo: value.logo_content?.image ?? null,
    href: value.link_content?.href ?? null,
  }));

const footerContent = z
  .looseObject({
    address_string: optionalText,
    map_content: footerLink,
    directions_content: footerLink,
    socialLinks_custom: lenientArray(social),
    partners_custom: lenientArray(partner),
    allPartners_content: footerLink,
    gambleResponsibly_content: footerLink,
  })
  .transform((value): SiteFooterContent => ({
    address: value.address_string?.trim() || null,
    map: value.map_content,
    directions: value.directions_content,
    social: value.socialLinks_custom.flat(),
    partners: value.partners_custom,
    allPartners: value.allPartners_content,
    gambleResponsibly: value.gambleResponsibly_content,
  }));

/** The footer's content from its customContent; null when the item carries none that parses. */
export function reshapeSiteFooter(customContent: unknown): SiteFooterContent | null {
  const parsed = footerContent.safeParse(customContent);
  return parsed.success ? parsed.data : null;
}

// Every render reads the same cached item: its footer is read once, not in each render.
const footerOf = perAnswer((block: RawBlock) => reshapeSiteFooter(block.customContent));

/**
 * The site footer's editable parts (address, map, social channels, partners, safer gambling), from
 * the content item with key 'site-footer', as the global notice comes from 'global-notice'.
 * Null when there is none. Throws UpstreamUnavailableError.
 */
export const getSiteFooter = cache(async (): Promise<SiteFooterContent | null> => {
  const item = await getContentItemByKey(SITE_FOOTER_KEY);
  return item?.block ? footerOf(item.block) : null;
});
