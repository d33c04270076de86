import { z } from 'zod';
import { optionalText } from '../shared/fields';

/** A personalised block's data: what the placement or content query is executed with. */
export interface PromoProps {
  /** placements/{placementId}/execute; absent when the block asks by content instead. */
  placementId: string | undefined;
  /** The block's id at the personalisation service, sent with its view event. */
  sourceSystemId: string | undefined;
  params: Record<string, unknown>;
  tags: string[];
  linkedBy: { linkType: string | undefined; linkedIds: string[] };
  categoryIds: string[];
  rulesetId: string | undefined;
}

const textList = z
  .array(z.string())
  .nullish()
  .transform((value) => (value ?? []).filter((item) => item.trim() !== ''));

/** PROMO: a placement or a content query; a block with neither has nothing to personalise. */
export const promoSchema = z
  .object({
    placementId: optionalText,
    sourceSystemId: optionalText,
    params: z.record(z.string(), z.unknown()).nullish(),
    tags: textList,
    linkedBy: z.object({ linkType: optionalText, linkedIds: textList }).nullish(),
    categoryIds: textList,
    rulesetId: optionalText,
  })
  .refine((raw) => raw.placementId !== undefined || raw.sourceSystemId !== undefined, {
    message: 'A personalised block needs a placementId or a sourceSystemId',
  })
  .transform((raw): PromoProps => ({
    placementId: raw.placementId,
    sourceSystemId: raw.sourceSystemId,
    params: raw.params ?? {},
    tags: raw.tags,
    linkedBy: { linkType: raw.linkedBy?.linkType, linkedIds: raw.linkedBy?.linkedIds ?? [] },
    categoryIds: raw.categoryIds,
    rulesetId: raw.rulesetId,
  }));
