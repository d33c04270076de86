import 'server-only';
import type { z } from 'zod';
import type { UpstreamResult } from '../http/outcome';
import { requestResult } from '../http/request';
import { segment, type QueryParams } from '../http/url';
import { inPreview } from '../preview';
import { getSettings } from '../settings';

export interface ContentCallOptions {
  /** Sent as a bearer Authorization header when present. */
  token?: string | null;
  /**
   * Ask for editors' unpublished versions (the service's preview request, `preview=true`), never
   * cached or kept. Unset: whether the request being answered is an editor's preview (draft mode).
   */
  preview?: boolean;
}

export interface ContentRequest extends ContentCallOptions {
  params?: QueryParams;
  noCache?: boolean;
  /** An answer few ask for again (a visitor's search, a chosen filter): see RequestOptions.oneOff. */
  oneOff?: boolean;
}

/**
 * A content-service GET, with clientId as a query parameter (every call is a GET). In an editor's preview
 * every call asks for the unpublished versions and skips every cache and kept copy: a draft never
 * reaches a visitor, and the editor sees the latest.
 */
export async function contentResult<T>(
  path: string,
  schema: z.ZodType<T>,
  options: ContentRequest = {},
): Promise<UpstreamResult<T>> {
  const settings = getSettings();
  const preview = options.preview ?? (await inPreview());
  return requestResult(path, {
    baseUrl: settings.contentApiUrl,
    params: { ...options.params, clientId: settings.clientId, ...(preview ? { preview: 'true' } : {}) },
    schema,
    token: options.token,
    noCache: options.noCache || preview,
    oneOff: options.oneOff,
  });
}

/** Paths of the content-item and placement calls carry the client id (docs/contracts.md). */
export function clientScopedPath(...segments: string[]): string {
  return `/v1/${segment(getSettings().clientId)}/${segments.join('/')}`;
}
