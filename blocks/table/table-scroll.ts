import type { TableColumn } from './table-schema';

/** A column whose head holds a picture or a button: it needs a card's width, 10rem. */
const isRichColumn = (column: TableColumn) => Boolean(column.image || column.button);

/** The row headers' column, in rem. */
const ROW_HEADER_REM = 8;
const RICH_COLUMN_REM = 10;

/**
 * The narrowest the table reads well, in rem: a comparison (columns headed by a badge or a button)
 * keeps 10rem a column and scrolls sideways below that; a table of words alone has no floor, its
 * words wrap, and it fits a phone.
 */
export function tableMinWidthRem(columns: readonly TableColumn[]): number | undefined {
  if (!columns.some(isRichColumn)) return undefined;
  return ROW_HEADER_REM + RICH_COLUMN_REM * columns.length;
}

// Static class names, so Tailwind generates them: hidden once the scroller is as wide as the table.
const FITS_FROM: Record<number, string> = {
  18: '@min-[18rem]:hidden',
  28: '@min-[28rem]:hidden',
  38: '@min-[38rem]:hidden',
  48: '@min-[48rem]:hidden',
  58: '@min-[58rem]:hidden',
  68: '@min-[68rem]:hidden',
};

/**
 * The classes of what says the table scrolls (its hint and edge shadows): shown while the scroller is
 * narrower than the table, hidden (a container query) once the whole table fits. A table with no
 * floor never scrolls; one wider than any page always does.
 */
export function scrollHintClass(minWidthRem: number | undefined): string {
  if (minWidthRem === undefined) return 'hidden';
  return FITS_FROM[minWidthRem] ?? '';
}
