import { z } from 'zod';
import { optionalText } from '../shared/fields';

export interface Anchor {
  label: string;
  /** The `id` of a block (or section) on the same page. */
  targetId: string;
}

export interface AnchorTabProps {
  anchors: Anchor[];
}

const anchorSchema = z.object({ label_string: optionalText, anchorId_string: optionalText });

/**
 * anchor-tab: `anchors_custom: [{ label_string, anchorId_string }]`, each anchor the id of a block on
 * the page. An anchor without a label or a target is skipped; a leading '#' is tolerated.
 */
export const anchorTabSchema = z
  .object({ customContent: z.object({ anchors_custom: z.array(z.unknown()).nullish() }) })
  .transform(({ customContent }): AnchorTabProps => ({
    anchors: (customContent.anchors_custom ?? []).flatMap((raw): Anchor[] => {
      const anchor = anchorSchema.safeParse(raw);
      const targetId = anchor.data?.anchorId_string?.trim().replace(/^#/, '');
      const label = anchor.data?.label_string;
      return label && targetId ? [{ label, targetId }] : [];
    }),
  }));
