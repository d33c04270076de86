import { z } from 'zod';
import { parseCountdownTarget } from '../shared/countdown';
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

export interface VersatileBlockProps {
  title: string | undefined;
  subtitle: string | undefined;
  description: string | undefined;
  /** The countdown's end, ms since the epoch; only when both date and time are present and real. */
  countdownTarget: number | undefined;
  backgroundImage: ImageProps | undefined;
  logos: ImageProps[];
  primaryButton: LinkProps | undefined;
  secondaryButton: LinkProps | undefined;
  theme: Theme;
  royal: boolean;
}

// A logo without an image is skipped rather than losing the block.
const logos = z
  .array(z.unknown())
  .nullish()
  .transform((value) =>
    (value ?? []).flatMap((entry) => {
      const logo = z.object({ logo_content: imageContent }).safeParse(entry);
      return logo.success && logo.data.logo_content ? [logo.data.logo_content] : [];
    }),
  );

const versatileFields = z.looseObject({
  title_string: optionalText,
  subtitle_string: optionalText,
  description_string: optionalText,
  countdownTimerDate_string: optionalText,
  countdownTimerTime_string: optionalText,
  backgroundImage_content: imageContent,
  logos_custom: logos,
  primaryButton_content: linkContent,
  secondaryButton_content: linkContent,
  darklightTheme_custom: themeCustom,
});

/**
 * versatile-block: title, subtitle, description, background image, logos, two buttons, theme, royal,
 * and a countdown (only with both `countdownTimerDate_string` and `countdownTimerTime_string`, read
 * as UTC).
 */
export const versatileBlockSchema = z
  .object({ customContent: versatileFields })
  .transform(({ customContent: custom }): VersatileBlockProps => ({
    title: custom.title_string,
    subtitle: custom.subtitle_string,
    description: custom.description_string,
    countdownTarget: parseCountdownTarget(custom.countdownTimerDate_string, custom.countdownTimerTime_string),
    backgroundImage: custom.backgroundImage_content,
    logos: custom.logos_custom,
    primaryButton: custom.primaryButton_content,
    secondaryButton: custom.secondaryButton_content,
    theme: custom.darklightTheme_custom,
    royal: isRoyal(custom),
  }));

/** Whether a versatile block has anything to show. */
export function hasVersatileContent(props: VersatileBlockProps): boolean {
  return Boolean(
    props.title ||
    props.subtitle ||
    props.description ||
    props.countdownTarget !== undefined ||
    props.primaryButton ||
    props.secondaryButton,
  );
}
