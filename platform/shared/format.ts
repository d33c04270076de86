// No 'server-only': cards format dates and prices in the browser too.

/** The venue's time zone, fixed so server and browser render the same day. */
export const VENUE_TIME_ZONE = 'Europe/London';

// Making a formatter costs about 150 µs, a hundred times what formatting with it does: one per time zone.
const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();

function dayMonthFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayMonthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone });
    dayMonthFormats.set(timeZone, format);
  }
  return format;
}

/** Dates are formatted en-AU, day and short month ("5 Jun"). Empty for a missing or bad date. */
export function formatDate(
  value: string | number | Date | null | undefined,
  timeZone = VENUE_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dayMonthFormat(timeZone).format(date);
}

/**
 * Prices show a £ prefix, with 'From' ("From £25"). A price that already carries
 * the £ is not prefixed twice; whole numbers show no pence. A price of nothing reads
 * 'Free': a visitor is never asked for "£0".
 */
export function formatPrice(
  value: string | number | null | undefined,
  options: { from?: boolean } = {},
): string {
  if (value === null || value === undefined) return '';
  let amount: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    amount = Number.isInteger(value) ? String(value) : value.toFixed(2);
  } else {
    amount = value.trim().replace(/^£\s*/, '');
    if (amount === '') return '';
  }
  if (isFreePrice(amount)) return 'Free';
  const price = `£${amount}`;
  return options.from === false ? price : `From ${price}`;
}

// An amount in pounds as editors write one: "25", "£25", "1,250.50".
const AMOUNT = /^£?\s*\d[\d,]*(?:\.\d{1,2})?$/;

/** A price that is an amount, rather than words such as "By sponsorship only". */
export function isPriceAmount(value: string): boolean {
  return AMOUNT.test(value.trim());
}

/**
 * A price as content gives it: an amount reads as formatPrice writes it ("From £25"), and words
 * ("By sponsorship only") as the editor wrote them, never "From £By sponsorship only".
 */
export function priceLabel(value: string, options: { from?: boolean } = {}): string {
  return isPriceAmount(value) ? formatPrice(value, options) : value.trim();
}

/** A price of nothing: "0", "0.00", "£0". */
export function isFreePrice(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const amount = typeof value === 'number' ? value : value.trim().replace(/^£\s*/, '');
  return amount !== '' && Number(amount) === 0;
}
