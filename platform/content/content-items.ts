import 'server-only';
import { z } from 'zod';
import { getCategoryIndex } from './categories';
import { clientScopedPath, contentResult, type ContentCallOptions } from './content-request';
import { reshapeContentItem } from './reshape-items';
import { envelope, upstreamContentItem } from './upstream-schemas';
import { valueOrNull } from '../http/outcome';
import { segment, type QueryParams } from '../http/url';
import { keepValid } from '../schemas/upstream-primitives';
import type { ContentItem } from '../types/content-item';

const itemResponse = envelope(upstreamContentItem);
const itemListResponse = envelope(z.array(z.unknown()));

/** Linked ids of one source system: sent as 'type:id1,id2'. */
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

/** GET /v1/{clientId}/content/key/{key}: the item, or null when absent. Throws UpstreamUnavailableError. */
export function getContentItemByKey(
  key: string,
  options: ContentCallOptions = {},
): Promise<ContentItem | null> {
  return loadItem(clientScopedPath('content', 'key', segment(key)), options);
}

/** A content query: tags and categories as comma lists, linkedIds as type:ids. */
export interface ContentQuery {
  tags?: readonly string[];
  categoryIds?: readonly string[];
  linkedIds?: readonly LinkedIdsFilter[];
  /** Any other parameters, sent as they are. */
  params?: QueryParams;
}

/**
 * GET /v1/{clientId}/content?tags=&categories=&linkedIds=: the items matching the query, in the service's
 * order, malformed ones dropped. Never cached: the personalised block asks with the visitor's token.
 * Empty when the service finds none. Throws UpstreamUnavailableError.
 */
export async function listContentItems(
  query: ContentQuery,
  options: ContentCallOptions = {},
): Promise<ContentItem[]> {
  const params: QueryParams = {
    ...query.params,
    ...(query.tags?.length ? { tags: query.tags } : {}),
    ...(query.categoryIds?.length ? { categories: query.categoryIds } : {}),
    ...(linkedIdsParam(query.linkedIds) ? { linkedIds: linkedIdsParam(query.linkedIds) } : {}),
  };
  const [body, index] = await Promise.all([
    contentResult(clientScopedPath('content'), itemListResponse, {
      ...options,
      params,
      noCache: true,
    }).then(valueOrNull),
    getCategoryIndex(),
  ]);
  return keepValid(upstreamContentItem, body?.data ?? []).map((raw) => reshapeContentItem(raw, index));
}
