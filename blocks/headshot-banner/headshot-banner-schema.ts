import { z } from 'zod';
import { imageContent, linkContent, optionalText, type ImageProps, type LinkProps } from '../shared/fields';

/** A headshot banner (portrait, words, signature, name, role and a link), parsed. */
export interface HeadshotBannerProps {
  portrait: ImageProps | undefined;
  text: string | undefined;
  signature: ImageProps | undefined;
  name: string | undefined;
  role: string | undefined;
  /** Following it dismisses the project takeover. */
  link: LinkProps | undefined;
}

/** memorial-headshot-banner: a banner with no portrait, tribute or name has nothing to show. */
export const headshotBannerSchema = z
  .object({
    customContent: z.looseObject({
      image_content: imageContent,
      text_string: optionalText,
      signature_content: imageContent,
      name_string: optionalText,
      role_string: optionalText,
      link_content: linkContent,
    }),
  })
  .refine(
    ({ customContent: custom }) => Boolean(custom.image_content ?? custom.text_string ?? custom.name_string),
    { message: 'A headshot banner needs a portrait, a tribute or a name' },
  )
  .transform(({ customContent: custom }): HeadshotBannerProps => ({
    portrait: custom.image_content,
    text: custom.text_string,
    signature: custom.signature_content,
    name: custom.name_string,
    role: custom.role_string,
    link: custom.link_content,
  }));
