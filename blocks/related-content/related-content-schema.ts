import { z } from 'zod';
import type { LinkedIdsFilter } from '@/platform/content/content-items';
import { optionalText } from '../shared/fields';

/** The related block shows up to 10 articles unless it says otherwise. */
export const RELATED_CONTENT_DEFAULT_MAX = 10;
/** A larger max asks the content service for that many articles in every call. */
export const RELATED_CONTENT_LARGEST_MAX = 24;

/** A related block, parsed: the criteria the related articles are looked up by. */
export interface RelatedContentProps {
  title: string | undefined;
  tags: string[];
  categoryIds: string[];
  /** linkedIds grouped by source system, as the call sends them ('type:id1,id2'). */
  linkedIds: LinkedIdsFilter[];
  articleIds: string[];
  max: number;
}

const idList = z
  .array(z.string())
  .nullish()
  .transform((value) => (value ?? []).map((id) => id.trim()).filter((id) => id !== ''));

const linkedId = z.object({
  sourceSystem: z.string().trim().min(1),
  sourceSystemId: z.string().trim().min(1),
});

/** `[{ sourceSystem, sourceSystemId }]` as one filter per source system; a malformed entry is skipped. */
const linkedIds = z
  .array(z.unknown())
  .nullish()
  .transform((value): LinkedIdsFilter[] => {
    const bySystem = new Map<string, string[]>();
    for (const entry of value ?? []) {
      const parsed = linkedId.safeParse(entry);
      if (!parsed.success) continue;
      const ids = bySystem.get(parsed.data.sourceSystem) ?? [];
      bySystem.set(parsed.data.sourceSystem, [...ids, parsed.data.sourceSystemId]);
    }
    return [...bySystem].map(([type, ids]) => ({ type, ids }));
  });

/** RELATED_CONTENT: `max` must be a whole positive number when given ("ten" is malformed). */
export const relatedContentSchema = z
  .object({
    title: optionalText,
    tags: idList,
    categoryIds: idList,
    linkedIds,
    articleIds: idList,
    max: z.number().int().positive().nullish(),
  })
  .transform((raw): RelatedContentProps => ({
    title: raw.title,
    tags: raw.tags,
    categoryIds: raw.categoryIds,
    linkedIds: raw.linkedIds,
    articleIds: raw.articleIds,
    max: Math.min(raw.max ?? RELATED_CONTENT_DEFAULT_MAX, RELATED_CONTENT_LARGEST_MAX),
  }));
