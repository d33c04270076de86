import { z } from 'zod';

export interface Sponsor {
  text: string;
  imageUrl: string | undefined;
  linkUrl: string | undefined;
}

/** Any block may carry `sponsor: { imageUrl, text, linkUrl }`; one without text or logo is not shown. */
export const sponsorSchema = z
  .object({ imageUrl: z.string().nullish(), text: z.string().nullish(), linkUrl: z.string().nullish() })
  .nullish()
  .transform((value): Sponsor | undefined =>
    value && (value.text || value.imageUrl)
      ? { text: value.text ?? '', imageUrl: value.imageUrl || undefined, linkUrl: value.linkUrl || undefined }
      : undefined,
  );
