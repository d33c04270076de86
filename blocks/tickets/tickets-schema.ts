import { z } from 'zod';
import {
  isRoyal,
  linkContent,
  optionalText,
  themeCustom,
  type LinkProps,
  type Theme,
} from '../shared/fields';

export interface TicketPriceRow {
  /** What the price is for: an enclosure, a group size, a party night. */
  name: string;
  price: string | undefined;
  note: string | undefined;
}

export interface TicketsProps {
  title: string | undefined;
  description: string | undefined;
  rows: TicketPriceRow[];
  button: LinkProps | undefined;
  theme: Theme;
  royal: boolean;
}

// Ticket rows, up to 5.
const maxRows = 5;

const rowSchema = z.object({
  enclosure_string: optionalText,
  price_string: optionalText,
  note_string: optionalText,
});

/**
 * tickets, a price list (docs/content-pack.md): `title_string`, `description_string`,
 * `rows_custom: [{ enclosure_string, price_string, note_string }]`, `button_content`, theme. A row
 * without a name is skipped rather than losing the list.
 */
export const ticketsSchema = z
  .object({
    customContent: z.looseObject({
      title_string: optionalText,
      description_string: optionalText,
      rows_custom: z.array(z.unknown()).nullish(),
      button_content: linkContent,
      darklightTheme_custom: themeCustom,
    }),
  })
  .transform(({ customContent: custom }): TicketsProps => ({
    title: custom.title_string,
    description: custom.description_string,
    rows: (custom.rows_custom ?? [])
      .flatMap((raw) => {
        const row = rowSchema.safeParse(raw);
        return row.success && row.data.enclosure_string
          ? [{ name: row.data.enclosure_string, price: row.data.price_string, note: row.data.note_string }]
          : [];
      })
      .slice(0, maxRows),
    button: custom.button_content,
    theme: custom.darklightTheme_custom,
    royal: isRoyal(custom),
  }));
