import { z } from 'zod';
import {
  imageContent,
  linkContent,
  optionalText,
  themeCustom,
  type ImageProps,
  type LinkProps,
  type Theme,
} from '../shared/fields';

export interface TableColumn {
  title: string | undefined;
  description: string | undefined;
  button: LinkProps | undefined;
  image: ImageProps | undefined;
}

export interface TableCell {
  icon: string | undefined;
  label: string | undefined;
}

export interface TableProps {
  title: string | undefined;
  columns: TableColumn[];
  rows: { header: string | undefined; cells: TableCell[] }[];
  theme: Theme;
}

/** table: `title_string`, `columns_custom`, `rows_custom: [{ header_string, cells_custom: [{ icon_select, label_string }] }]`, theme. */
export const tableSchema = z
  .object({
    customContent: z.object({
      title_string: optionalText,
      columns_custom: z
        .array(
          z.object({
            title_string: optionalText,
            description_string: optionalText,
            button_content: linkContent,
            image_content: imageContent,
          }),
        )
        .nullish(),
      rows_custom: z
        .array(
          z.object({
            header_string: optionalText,
            cells_custom: z
              .array(z.object({ icon_select: optionalText, label_string: optionalText }))
              .nullish(),
          }),
        )
        .nullish(),
      darklightTheme_custom: themeCustom,
    }),
  })
  .transform(({ customContent: custom }): TableProps => ({
    title: custom.title_string,
    columns: (custom.columns_custom ?? []).map((column) => ({
      title: column.title_string,
      description: column.description_string,
      button: column.button_content,
      image: column.image_content,
    })),
    rows: (custom.rows_custom ?? []).map((row) => ({
      header: row.header_string,
      cells: (row.cells_custom ?? []).map((cell) => ({ icon: cell.icon_select, label: cell.label_string })),
    })),
    theme: custom.darklightTheme_custom,
  }));

/** The header row shows only if every column has some header content. */
export function hasHeaderRow(columns: TableColumn[]): boolean {
  return (
    columns.length > 0 &&
    columns.every((column) => column.title ?? column.description ?? column.button ?? column.image)
  );
}
