import 'server-only';
import { z } from 'zod';
import { linkedIdsParam, type ContentQuery } from '@/platform/content/content-items';
import type { QueryParams } from '@/platform/http/url';

// Ids and tags are the editors' text: bounded, on one line.
const ID = /^[^\p{Cc}]{1,128}$/u;
const PARAM_NAME = /^[A-Za-z][\w.-]{0,63}$/;
const MAX_LIST = 20;
const MAX_PARAMS = 20;
const MAX_PARAMS_CHARS = 2000;

const id = z.string().regex(ID);
const idList = z.array(id).max(MAX_LIST);
const paramValue = z.union([z.string().max(256), z.number().finite(), z.boolean()]);

// params travel as one JSON object (blocks/promo/promo-request.ts): flat, short, plain values.
const paramsJson = z
  .string()
  .max(MAX_PARAMS_CHARS)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'params must be a JSON object' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .record(z.string().regex(PARAM_NAME), paramValue)
      .refine((params) => Object.keys(params).length <= MAX_PARAMS, 'too many params'),
  );

/** The personalised block's data as GET /api/promo receives it. */
export interface PromoQuery {
  placementId: string | undefined;
  /** The block's id for its view event; the placement's id when the block names none. */
  sourceSystemId: string;
  tags: string[];
  categoryIds: string[];
  linkedBy: { linkType: string; linkedIds: string[] } | undefined;
  params: Record<string, string | number | boolean>;
}

const promoQuerySchema = z
  .strictObject({
    placementId: id.optional(),
    sourceSystemId: id.optional(),
    tags: idList,
    categoryIds: idList,
    linkType: z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .optional(),
    linkedIds: idList,
    params: paramsJson.optional(),
  })
  .refine((raw) => raw.placementId !== undefined || raw.sourceSystemId !== undefined, {
    message: 'a placementId or a sourceSystemId is needed',
  })
  .refine((raw) => (raw.linkType === undefined) === (raw.linkedIds.length === 0), {
    message: 'linkType and linkedIds go together',
  })
  .transform((raw): PromoQuery => ({
    placementId: raw.placementId,
    sourceSystemId: raw.sourceSystemId ?? raw.placementId ?? '',
    tags: raw.tags,
    categoryIds: raw.categoryIds,
    linkedBy: raw.linkType ? { linkType: raw.linkType, linkedIds: raw.linkedIds } : undefined,
    params: raw.params ?? {},
  }));

const SINGLE = ['placementId', 'sourceSystemId', 'linkType', 'params'] as const;
const LISTS = ['tags', 'categoryIds', 'linkedIds'] as const;

/** The query of GET /api/promo read and checked; null when it is not a block's data. */
export function readPromoQuery(search: URLSearchParams): PromoQuery | null {
  const known = new Set<string>([...SINGLE, ...LISTS]);
  if ([...search.keys()].some((name) => !known.has(name))) return null;
  if (SINGLE.some((name) => search.getAll(name).length > 1)) return null;
  const raw: Record<string, unknown> = {};
  for (const name of SINGLE) {
    const value = search.get(name);
    if (value !== null) raw[name] = value;
  }
  for (const name of LISTS) raw[name] = search.getAll(name);
  const parsed = promoQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const linkedFilters = (query: PromoQuery) =>
  query.linkedBy ? [{ type: query.linkedBy.linkType, ids: query.linkedBy.linkedIds }] : [];

/**
 * placements/{id}/execute's parameters: the block's params, then its tags and categories as comma lists, its
 * linked ids as type:ids and its sourceSystemId, which win over a param of the same name.
 */
export function placementParams(query: PromoQuery): QueryParams {
  const linkedIds = linkedIdsParam(linkedFilters(query));
  return {
    ...query.params,
    ...(query.tags.length > 0 ? { tags: query.tags } : {}),
    ...(query.categoryIds.length > 0 ? { categories: query.categoryIds } : {}),
    ...(linkedIds ? { linkedIds } : {}),
    sourceSystemId: query.sourceSystemId,
  };
}

/** A block with no placement asks for content by its tags, categories and linked ids. */
export function contentQueryOf(query: PromoQuery): ContentQuery {
  return {
    tags: query.tags,
    categoryIds: query.categoryIds,
    linkedIds: linkedFilters(query),
    params: query.params,
  };
}
