import { z } from 'zod';
import { eventDate } from '@/platform/shared/event-dates';
import { formatPrice, isFreePrice, isPriceAmount } from '@/platform/shared/format';
import { contentHref } from '@/platform/shared/hrefs';
import { availabilityCustom, type Availability } from '../availability-tag/availability-tag-schema';
import { eventDaysText } from '../shared/content-date-label';
import { imageContent, linkContent, optionalText, type ImageProps, type LinkProps } from '../shared/fields';
import { royalProductOf } from '../shared/royal-product';

export interface EventCardProps {
  /** The slug of the event's own page, when the card names it. */
  slug?: string | undefined;
  title: string | undefined;
  date: string | undefined;
  /** The first day as YYYY-MM-DD, for the date's <time>; undefined when the date is no day. */
  dateTime?: string | undefined;
  time: string | undefined;
  description: string | undefined;
  /** The price as shown: "From £32 per adult". */
  price: string | undefined;
  image: ImageProps | undefined;
  sponsorLogo: ImageProps | undefined;
  availability: Availability | undefined;
  buyTickets: LinkProps | undefined;
  /** Find out more, or 'Learn more' to the item's slug when there is none. */
  findOutMore: LinkProps | undefined;
  secondary: LinkProps | undefined;
  royal: boolean;
}

/**
 * `pricecapacity_string` is `pre|post` around the price; with no `|` the whole string is `pre`.
 * A free event reads its own words ("Free entry · registration required") rather than "£0";
 * when the editor's words do not say free, the price itself reads 'Free'. A price in words ("By
 * sponsorship only") is shown as written.
 */
export function priceText(price: string | undefined, capacity: string | undefined): string | undefined {
  if (!price) return undefined;
  if (!isPriceAmount(price)) return price.trim();
  if (!capacity) return formatPrice(price);
  const [pre = '', ...rest] = capacity.split('|');
  const post = rest.join('|').trim();
  if (isFreePrice(price)) {
    const free = /\bfree\b/i.test(pre) ? pre.trim() : 'Free';
    return [free, post].filter(Boolean).join(' · ');
  }
  return [pre.trim(), formatPrice(price, { from: false }), post].filter(Boolean).join(' ');
}

/** What a fixture says while its tickets are not on sale. */
export const TICKETS_SOON = 'Tickets on sale soon';

/**
 * A fixture without a price or a ticket link: its tickets are not on sale yet, and the card says so
 * rather than leaving the price and the buy button's place empty. Sold out says so in its badge instead.
 */
export function ticketsNotOnSale({
  price,
  buyTickets,
  availability,
}: Pick<EventCardProps, 'price' | 'buyTickets' | 'availability'>): boolean {
  return !price && !buyTickets && availability !== 'Sold Out';
}

const secondaryButton = z
  .object({ label: z.string().nullish(), url: z.string().nullish() })
  .nullish()
  .transform((value): LinkProps | undefined =>
    value?.url ? { href: value.url, label: value.label ?? value.url, newTab: false } : undefined,
  );

/** event-card: the card an event article keeps in its content (docs/content-pack.md "event-card"). */
export const eventCardSchema = z
  .object({
    slug: optionalText,
    customContent: z.looseObject({
      date_string: optionalText,
      eventDate_string: optionalText,
      endDate_string: optionalText,
      time_string: optionalText,
      price_string: optionalText,
      pricecapacity_string: optionalText,
      title_string: optionalText,
      description_string: optionalText,
      racedayImage_content: imageContent,
      sponsorLogo_content: imageContent,
      buyTicketsButton_content: linkContent,
      findOutMoreButton_content: linkContent,
      secondaryButton_content: secondaryButton,
      availabilityTag_custom: availabilityCustom,
    }),
  })
  .transform(({ slug, customContent: custom }): EventCardProps => ({
    slug,
    title: custom.title_string,
    date: eventDaysText(custom.date_string ?? custom.eventDate_string, custom.endDate_string),
    dateTime: eventDate(custom.date_string ?? custom.eventDate_string) ?? undefined,
    time: custom.time_string,
    description: custom.description_string,
    price: priceText(custom.price_string, custom.pricecapacity_string),
    image: custom.racedayImage_content,
    sponsorLogo: custom.sponsorLogo_content,
    availability: custom.availabilityTag_custom,
    buyTickets: custom.buyTicketsButton_content,
    findOutMore:
      custom.findOutMoreButton_content ??
      (slug ? { href: contentHref(slug), label: 'Learn more', newTab: false } : undefined),
    secondary: custom.secondaryButton_content,
    royal: royalProductOf(custom) !== undefined,
  }));
