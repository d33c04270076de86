import 'server-only';
import { getCategoryIndex } from './categories';
import { clientScopedPath, contentResult, type ContentCallOptions } from './content-request';
import { reshapeContentItem } from './reshape-items';
import { envelope, upstreamContentItem } from './upstream-schemas';
import { valueOrNull } from '../http/outcome';
import { segment } from '../http/url';
import type { ContentItem } from '../types/content-item';

const itemResponse = envelope(upstreamContentItem);

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

/** GET /v1/{clientId}/content/key/{key}: the item, or null when absent. Throws UpstreamUnavailableError. */
export function getContentItemByKey(
  key: string,
  options: ContentCallOptions = {},
): Promise<ContentItem | null> {
  return loadItem(clientScopedPath('content', 'key', segment(key)), options);
}
