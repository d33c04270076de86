import { z } from 'zod';
import { parseContentDate } from '@/platform/shared/content-date';
import { contentDateLabel } from '../shared/content-date-label';
import { isRoyal, optionalText, themeCustom, type Theme } from '../shared/fields';

export interface TicketTab {
  title: string;
  /** The event date as the site shows it ("13 June"). */
  date: string | undefined;
  /** The tab's feed of ticket cards. */
  sourceSystemId: string;
}

export interface TabsBlockProps {
  title: string | undefined;
  /** Sorted by event date, earliest first; the first is selected. */
  tabs: TicketTab[];
  theme: Theme;
  royal: boolean;
}

const tabSchema = z.object({
  tabTitle_string: optionalText,
  eventDate_string: optionalText,
  feed_content: z.object({ sourceSystemId: optionalText }).nullish(),
});

/**
 * tabs-block: `title_string`, `tabs_custom: [{ tabTitle_string, eventDate_string, feed_content }]`,
 * theme. Ticket tabs are sorted by event date ascending. A tab without a feed, or
 * without a title or date to show, is skipped rather than losing the block.
 */
export const tabsBlockSchema = z
  .object({
    customContent: z.looseObject({
      title_string: optionalText,
      tabs_custom: z.array(z.unknown()).nullish(),
      darklightTheme_custom: themeCustom,
    }),
  })
  .transform(({ customContent: custom }): TabsBlockProps => {
    const tabs = (custom.tabs_custom ?? []).flatMap((raw) => {
      const tab = tabSchema.safeParse(raw);
      const sourceSystemId = tab.data?.feed_content?.sourceSystemId;
      if (!tab.success || !sourceSystemId) return [];
      const date = contentDateLabel(tab.data.eventDate_string);
      const title = tab.data.tabTitle_string ?? date;
      // A missing or impossible date sorts last.
      const at = parseContentDate(tab.data.eventDate_string) ?? Number.POSITIVE_INFINITY;
      return title ? [{ title, date, sourceSystemId, at }] : [];
    });
    return {
      title: custom.title_string,
      // Array.prototype.sort is stable: tabs on the same day keep the editor's order.
      tabs: tabs
        .sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? -1 : 1))
        .map(({ title, date, sourceSystemId }) => ({ title, date, sourceSystemId })),
      theme: custom.darklightTheme_custom,
      royal: isRoyal(custom),
    };
  });
