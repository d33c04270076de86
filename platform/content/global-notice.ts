import 'server-only';
import { cache } from 'react';
import { getContentItemByKey } from './content-items';
import type { Article } from '../types/article';

export const GLOBAL_NOTICE_KEY = 'global-notice';

/**
 * The global notice banner is the article in the data of the content item with key
 * 'global-notice'. Null when there is none. Throws UpstreamUnavailableError.
 */
export const getGlobalNotice = cache(
  async (): Promise<Article | null> => (await getContentItemByKey(GLOBAL_NOTICE_KEY))?.article ?? null,
);
