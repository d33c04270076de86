import { z } from 'zod';
import {
  imageContent,
  isRoyal,
  optionalText,
  themeCustom,
  type ImageProps,
  type Theme,
} from '../shared/fields';

/** jockey-of-the-day-poll (spec blocks §3, §4), parsed: the teaser, and what the voting modal needs. */
export interface JockeyPollProps {
  pollId: string;
  title: string;
  description: string | undefined;
  image: ImageProps | undefined;
  /** The Vote Now button's label. */
  buttonText: string;
  /** spec §4: the poll modal opens by itself when autotrigger is yes. */
  autotrigger: boolean;
  theme: Theme;
  royal: boolean;
}

/** `customContent`: pollId_string (required), title, description, image, button text, autotrigger, theme. */
export const jockeyPollSchema = z
  .object({
    customContent: z.looseObject({
      pollId_string: z.string().trim().min(1),
      title_string: optionalText,
      description_string: optionalText,
      buttonText_string: optionalText,
      autotrigger_select: optionalText,
      image_content: imageContent,
      darklightTheme_custom: themeCustom,
    }),
  })
  .transform(({ customContent: custom }): JockeyPollProps => ({
    pollId: custom.pollId_string,
    title: custom.title_string ?? 'Jockey of the Day',
    description: custom.description_string,
    image: custom.image_content,
    buttonText: custom.buttonText_string ?? 'Vote Now',
    autotrigger: custom.autotrigger_select?.trim().toLowerCase() === 'yes',
    theme: custom.darklightTheme_custom,
    royal: isRoyal(custom),
  }));
