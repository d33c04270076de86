import { z } from 'zod';
import {
  imageContent,
  isRoyal,
  linkContent,
  optionalText,
  themeCustom,
  type ImageProps,
  type LinkProps,
  type Theme,
} from '../shared/fields';

export interface EntertainmentCard {
  title: string;
  description: string | undefined;
  backgroundImage: ImageProps | undefined;
  button: LinkProps | undefined;
}

export interface EntertainmentDetailProps {
  title: string | undefined;
  cards: EntertainmentCard[];
  theme: Theme;
  royal: boolean;
}

// A carousel above 4 cards, else a grid.
export const carouselAboveCards = 4;

const card = z.object({
  title_string: optionalText,
  description_string: optionalText,
  backgroundImage_content: imageContent,
  button_content: linkContent,
});

/**
 * entertainment-detail: `title_string` and `entertainmentDetailCard_custom: [{ title_string,
 * description_string, backgroundImage_content, button_content }]`. A card without a title is skipped.
 */
export const entertainmentDetailSchema = z
  .object({
    customContent: z.looseObject({
      title_string: optionalText,
      entertainmentDetailCard_custom: z.array(z.unknown()).nullish(),
      darklightTheme_custom: themeCustom,
    }),
  })
  .transform(({ customContent: custom }): EntertainmentDetailProps => ({
    title: custom.title_string,
    cards: (custom.entertainmentDetailCard_custom ?? []).flatMap((entry) => {
      const parsed = card.safeParse(entry);
      if (!parsed.success || !parsed.data.title_string) return [];
      return [
        {
          title: parsed.data.title_string,
          description: parsed.data.description_string,
          backgroundImage: parsed.data.backgroundImage_content,
          button: parsed.data.button_content,
        },
      ];
    }),
    theme: custom.darklightTheme_custom,
    royal: isRoyal(custom),
  }));
