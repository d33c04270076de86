import { z } from 'zod';
import { formatPrice } from '@/platform/shared/format';
import { imageContent, linkContent, optionalText, type ImageProps, type LinkProps } from '../shared/fields';

export interface PackageCardProps {
  title: string | undefined;
  description: string | undefined;
  image: ImageProps | undefined;
  graphic: ImageProps | undefined;
  prePrice: string | undefined;
  /** With its £ ("£150"). */
  price: string | undefined;
  postPrice: string | undefined;
  benefits: string[];
  buyNow: LinkProps | undefined;
  learnMore: LinkProps | undefined;
}

// A package card shows up to 8 benefits.
export const MAX_BENEFITS = 8;
const benefitKeys = Array.from({ length: MAX_BENEFITS }, (_, index) => `benefit${index + 1}_string`);

/** package-membership-card (docs/content-pack.md). */
export const packageCardSchema = z
  .object({
    customContent: z.looseObject({
      packagemembershipTitle_string: optionalText,
      description_string: optionalText,
      prePrice_string: optionalText,
      price_string: optionalText,
      postPrice_string: optionalText,
      packagemembershipImage_content: imageContent,
      packagemembershipGraphic_content: imageContent,
      buyNowButton_content: linkContent,
      learnMoreButton_content: linkContent,
    }),
  })
  .transform(({ customContent: custom }): PackageCardProps => ({
    title: custom.packagemembershipTitle_string,
    description: custom.description_string,
    image: custom.packagemembershipImage_content,
    graphic: custom.packagemembershipGraphic_content,
    prePrice: custom.prePrice_string,
    price: custom.price_string ? formatPrice(custom.price_string, { from: false }) : undefined,
    postPrice: custom.postPrice_string,
    benefits: benefitKeys.flatMap((key) => {
      const value = (custom as Record<string, unknown>)[key];
      return typeof value === 'string' && value.trim() !== '' ? [value] : [];
    }),
    buyNow: custom.buyNowButton_content,
    learnMore: custom.learnMoreButton_content,
  }));
