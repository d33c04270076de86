import 'server-only';
import { httpClient } from './default-client';
import type { UpstreamResult } from './outcome';
import type { RequestOptions } from './request-options';

export type { RequestOptions } from './request-options';

/** The value, or null after running onError (not-success envelopes and network errors). */
export function request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T | null> {
  return httpClient().request(path, options);
}

/** The same call, telling absent (the upstream has no such thing) from failed (it could not answer). */
export function requestResult<T = unknown>(
  path: string,
  options?: RequestOptions<T>,
): Promise<UpstreamResult<T>> {
  return httpClient().requestResult(path, options);
}
