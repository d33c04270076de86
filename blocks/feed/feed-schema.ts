import { z } from 'zod';
import {
  isRoyal,
  linkContent,
  optionalText,
  themeCustom,
  type LinkProps,
  type Theme,
} from '../shared/fields';

export type FeedAppearance = 'grid' | 'carousel';

export interface FeedProps {
  /** The feed's sourceSystemId, executed on the server. */
  sourceSystemId: string | undefined;
  /** componentType_select: how each article is drawn ('News Cards', 'Raceday/Event Cards', …). */
  cardType: string;
  appearance: FeedAppearance;
  title: string | undefined;
  description: string | undefined;
  button: LinkProps | undefined;
  theme: Theme;
  royal: boolean;
}

/** `appereance_select` (sic): Carousel or Grid; anything else is a grid. */
const appearanceSelect = optionalText.transform((value): FeedAppearance =>
  value?.trim().toLowerCase() === 'carousel' ? 'carousel' : 'grid',
);

/** feed-container: the feed block with cards (docs/content-pack.md "Cards"). */
export const feedContainerSchema = z
  .object({
    customContent: z.looseObject({
      feed_content: z.object({ sourceSystemId: optionalText }).nullish(),
      componentType_select: optionalText,
      appereance_select: appearanceSelect,
      title_string: optionalText,
      description_string: optionalText,
      button_content: linkContent,
      darklightTheme_custom: themeCustom,
    }),
  })
  .transform(({ customContent: custom }): FeedProps => ({
    sourceSystemId: custom.feed_content?.sourceSystemId,
    cardType: custom.componentType_select ?? 'News Cards',
    appearance: custom.appereance_select,
    title: custom.title_string,
    description: custom.description_string,
    button: custom.button_content,
    theme: custom.darklightTheme_custom,
    royal: isRoyal(custom),
  }));

/** FEED: a plain article list from `sourceSystemId`, drawn as news cards in a grid. */
export const plainFeedSchema = z
  .object({ sourceSystemId: optionalText })
  .transform(({ sourceSystemId }): FeedProps => ({
    sourceSystemId,
    cardType: 'News Cards',
    appearance: 'grid',
    title: undefined,
    description: undefined,
    button: undefined,
    theme: 'light',
    royal: false,
  }));
