import { isWrittenAsContentDate, parseContentDate } from '@/platform/shared/content-date';
import { formatDate } from '@/platform/shared/format';

/**
 * A content date `D/M/YYYY` (UTC) as the site shows dates ("5 Jun"); undefined for a day that does not
 * exist (31/2), which counts as no date. Other text, such as 'TBC', is shown as the editor wrote it.
 */
export function contentDateLabel(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const day = parseContentDate(value);
  if (day !== undefined) return formatDate(day, 'UTC');
  return isWrittenAsContentDate(value) ? undefined : value;
}
