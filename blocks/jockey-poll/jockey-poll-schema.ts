import { z } from 'zod';
import {
  imageContent,
  isRoyal,
  optionalText,
  themeCustom,
  type ImageProps,
  type Theme,
} from '../shared/fields';

/** jockey-of-the-day-poll, parsed: the teaser, and what the voting modal needs. */
export interface JockeyPollProps {
  pollId: string;
  title: string;
  description: string | undefined;
  image: ImageProps | undefined;
  /** The Vote Now button's label. */
  buttonText: string;
  /** The poll modal opens by itself when autotrigger is yes. */
  autotrigger: boolean;
  theme: Theme;
  royal: boolean;
}

const pollId = z.string().trim().min(1);

/**
 * `customContent`: pollId_string, title, description, image, button text, autotrigger, theme. The poll
 * is the custom field's, else the block's own `pollId` (a content block may carry either); a block with
 * neither is no poll.
 */
export const jockeyPollSchema = z
  .object({
    pollId: pollId.optional().catch(undefined),
    customContent: z.looseObject({
      pollId_string: pollId.optional().catch(undefined),
      title_string: optionalText,
      description_string: optionalText,
      buttonText_string: optionalText,
      autotrigger_select: optionalText,
      image_content: imageContent,
      darklightTheme_custom: themeCustom,
    }),
  })
  .refine((block) => (block.customContent.pollId_string ?? block.pollId) !== undefined, {
    message: 'A jockey poll block names no poll (customContent.pollId_string or pollId)',
  })
  .transform(({ customContent: custom, pollId: blockPollId }): JockeyPollProps => ({
    pollId: (custom.pollId_string ?? blockPollId)!,
    title: custom.title_string ?? 'Jockey of the Day',
    description: custom.description_string,
    image: custom.image_content,
    buttonText: custom.buttonText_string ?? 'Vote Now',
    autotrigger: custom.autotrigger_select?.trim().toLowerCase() === 'yes',
    theme: custom.darklightTheme_custom,
    royal: isRoyal(custom),
  }));
