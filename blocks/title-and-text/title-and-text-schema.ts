import { z } from 'zod';
import { isRoyal, optionalText, themeCustom, type Theme } from '../shared/fields';

export interface TitleAndTextProps {
  title: string | undefined;
  html: string | undefined;
  align: 'left' | 'centre';
  theme: Theme;
  royal: boolean;
}

/** title-and-text-block: `title_string`, `text_string` (HTML), `alignment_select` (Left | Centre), theme, royal. */
export const titleAndTextSchema = z
  .object({
    customContent: z.looseObject({
      title_string: optionalText,
      text_string: optionalText,
      alignment_select: optionalText,
      darklightTheme_custom: themeCustom,
    }),
  })
  .transform(({ customContent: custom }): TitleAndTextProps => ({
    title: custom.title_string,
    html: custom.text_string,
    align: custom.alignment_select?.toLowerCase().startsWith('cent') ? 'centre' : 'left',
    theme: custom.darklightTheme_custom,
    royal: isRoyal(custom),
  }));
