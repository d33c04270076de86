import { z } from 'zod';
import {
  isRoyal,
  linkContent,
  optionalText,
  themeCustom,
  type LinkProps,
  type Theme,
} from '../shared/fields';

export interface DetailRow {
  label: string;
  value: string | undefined;
  icon: string | undefined;
}

export interface TextBoxAndDetailsProps {
  title: string | undefined;
  html: string | undefined;
  details: DetailRow[];
  button: LinkProps | undefined;
  theme: Theme;
  royal: boolean;
}

// Text-box details show up to 5 rows.
const maxRows = 5;

/** text-box-and-details: `title_string`, `text_string` (HTML), `details_custom` (up to 5), `button_content`, theme. */
export const textBoxAndDetailsSchema = z
  .object({
    customContent: z.looseObject({
      title_string: optionalText,
      text_string: optionalText,
      details_custom: z
        .array(
          z.object({ label_string: optionalText, value_string: optionalText, icon_select: optionalText }),
        )
        .nullish(),
      button_content: linkContent,
      darklightTheme_custom: themeCustom,
    }),
  })
  .transform(({ customContent: custom }): TextBoxAndDetailsProps => ({
    title: custom.title_string,
    html: custom.text_string,
    details: (custom.details_custom ?? [])
      .flatMap((row) =>
        row.label_string ? [{ label: row.label_string, value: row.value_string, icon: row.icon_select }] : [],
      )
      .slice(0, maxRows),
    button: custom.button_content,
    theme: custom.darklightTheme_custom,
    royal: isRoyal(custom),
  }));
