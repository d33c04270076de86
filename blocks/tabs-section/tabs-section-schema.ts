import { z } from 'zod';
import { isRoyal, optionalText, themeCustom, type Theme } from '../shared/fields';

export interface TabsSectionProps {
  title: string | undefined;
  description: string | undefined;
  /** One feed of ticket cards, split into the enclosure tabs by each card's enclosure. */
  sourceSystemId: string | undefined;
  theme: Theme;
  royal: boolean;
}

export interface EnclosureTab {
  label: string;
  /** The enclosure slug a ticket card's `viewEnclosure_select` names. */
  enclosure: string;
  royalOnly: boolean;
}

/** Queen Anne, Village, Windsor, and Royal only in the royal theme; Queen Anne first and the default. */
export const enclosureTabs: readonly EnclosureTab[] = [
  { label: 'Queen Anne', enclosure: 'queen-anne-enclosure', royalOnly: false },
  { label: 'Village', enclosure: 'village-enclosure', royalOnly: false },
  { label: 'Windsor', enclosure: 'windsor-enclosure', royalOnly: false },
  { label: 'Royal', enclosure: 'king-edward-vi-enclosure', royalOnly: true },
];

export function enclosureTabsFor(royal: boolean): EnclosureTab[] {
  return enclosureTabs.filter((tab) => royal || !tab.royalOnly);
}

/** tabs-section: `title_string`, `description_string`, `feed_content: { sourceSystemId }`, royal. */
export const tabsSectionSchema = z
  .object({
    customContent: z.looseObject({
      title_string: optionalText,
      description_string: optionalText,
      feed_content: z.object({ sourceSystemId: optionalText }).nullish(),
      darklightTheme_custom: themeCustom,
    }),
  })
  .transform(({ customContent: custom }): TabsSectionProps => ({
    title: custom.title_string,
    description: custom.description_string,
    sourceSystemId: custom.feed_content?.sourceSystemId,
    theme: custom.darklightTheme_custom,
    royal: isRoyal(custom),
  }));
