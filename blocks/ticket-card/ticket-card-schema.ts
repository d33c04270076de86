import { z } from 'zod';
import { priceLabel } from '@/platform/shared/format';
import { enclosureHref } from '@/platform/shared/hrefs';
import { availabilityCustom, type Availability } from '../availability-tag/availability-tag-schema';
import { contentDateLabel } from '../shared/content-date-label';
import { imageContent, linkContent, optionalText, type ImageProps, type LinkProps } from '../shared/fields';
import { royalProductOf } from '../shared/royal-product';

export interface TicketCardProps {
  title: string | undefined;
  date: string | undefined;
  description: string | undefined;
  /** "From £25", or the editor's words ("By sponsorship only"). */
  price: string | undefined;
  image: ImageProps | undefined;
  availability: Availability | undefined;
  buyTickets: LinkProps | undefined;
  /** The enclosure slug, kept so enclosure tabs can match cards. */
  enclosure: string | undefined;
  /** /royal-{product}/{enclosure} when royal, else /enclosure/{enclosure}. */
  viewEnclosureHref: string | undefined;
  royal: boolean;
}

/** ticket-card (docs/content-pack.md). */
export const ticketCardSchema = z
  .object({
    customContent: z.looseObject({
      eventDate_string: optionalText,
      price_string: optionalText,
      title_string: optionalText,
      description_string: optionalText,
      image_content: imageContent,
      availabilityTag_custom: availabilityCustom,
      buyTicketsButton_content: linkContent,
      viewEnclosure_select: optionalText,
    }),
  })
  .transform(({ customContent: custom }): TicketCardProps => {
    const royalProduct = royalProductOf(custom);
    const enclosure = custom.viewEnclosure_select?.trim();
    return {
      title: custom.title_string,
      date: contentDateLabel(custom.eventDate_string),
      description: custom.description_string,
      price: custom.price_string ? priceLabel(custom.price_string) : undefined,
      image: custom.image_content,
      availability: custom.availabilityTag_custom,
      buyTickets: custom.buyTicketsButton_content,
      enclosure,
      viewEnclosureHref: enclosure ? enclosureHref(enclosure, royalProduct ?? null) : undefined,
      royal: royalProduct !== undefined,
    };
  });
