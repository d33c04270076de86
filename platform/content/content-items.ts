import 'server-only';
import { z } from 'zod';
import { valueOrNull } from '../http/outcome';
import { segment, type QueryParams } from '../http/url';
import type { ContentItem } from '../types/content-item';
import { getCategoryIndex } from './categories';
import { clientScopedPath, contentResult, type ContentCallOptions } from './content-request';
import { reshapeContentItem } from './reshape-items';
import { keepValid } from '../schemas/upstream-primitives';
import { envelope, upstreamContentItem } from './upstream-schemas';

const itemResponse = envelope(upstreamContentItem);
const itemListResponse = envelope(
  z
    .union([z.array(z.unknown()), z.looseObject({ items: z.array(z.unknown()) })])
    .transform((data) => keepValid(upstreamContentItem, Array.isArray(data) ? data : data.items)),
);

/** Linked ids of one source system: sent as 'type:id1,id2' (spec blocks §7). */
export interface LinkedIdsFilter {
  type: string;
  ids: readonly string[];
}

/** Several source systems' linked ids, joined by ';' as the related block does. */
export function linkedIdsParam(filters: readonly LinkedIdsFilter[] | undefined): string | undefined {
  const entries = (filters ?? []).filter((f) => f.ids.length > 0).map((f) => `${f.type}:${f.ids.join(',')}`);
  return entries.length > 0 ? entries.join(';') : undefined;
}

async function loadItem(path: string, options: ContentCallOptions): Promise<ContentItem | null> {
  const [body, index] = await Promise.all([
    contentResult(path, itemResponse, options).then(valueOrNull),
    getCategoryIndex(),
  ]);
  return body ? reshapeContentItem(body.data, index) : null;
}

/** GET /v1/{clientId}/content/{id}: the item, or null when absent. Throws UpstreamUnavailableError. */
export function getContentItem(id: string, options: ContentCallOptions = {}): Promise<ContentItem | null> {
  return loadItem(clientScopedPath('content', segment(id)), options);
}

/** GET /v1/{clientId}/content/key/{key}: the item, or null when absent. Throws UpstreamUnavailableError. */
export function getContentItemByKey(
  key: string,
  options: ContentCallOptions = {},
): Promise<ContentItem | null> {
  return loadItem(clientScopedPath('content', 'key', segment(key)), options);
}

export interface ContentItemQuery {
  tags?: readonly string[];
  categories?: readonly string[];
  linkedIds?: readonly LinkedIdsFilter[];
  /** Any other parameters the service takes (spec blocks §7 "or arbitrary params"). */
  params?: QueryParams;
}

/** GET /v1/{clientId}/content?tags=&categories=&linkedIds=: empty when absent. Throws UpstreamUnavailableError. */
export async function findContentItems(
  query: ContentItemQuery,
  options: ContentCallOptions = {},
): Promise<ContentItem[]> {
  const params: QueryParams = {
    ...query.params,
    tags: query.tags?.length ? query.tags : undefined,
    categories: query.categories?.length ? query.categories : undefined,
    linkedIds: linkedIdsParam(query.linkedIds),
  };
  const [body, index] = await Promise.all([
    contentResult(clientScopedPath('content'), itemListResponse, { ...options, params }).then(valueOrNull),
    getCategoryIndex(),
  ]);
  return (body?.data ?? []).map((raw) => reshapeContentItem(raw, index));
}
