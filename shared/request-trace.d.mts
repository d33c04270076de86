export interface UpstreamCall {
  /** The service's host, and the path called without its query. */
  host: string;
  path: string;
  method: string;
  /** The answer's status, or why there was none. */
  status: number | 'network' | 'timeout' | 'oversize';
  ms: number;
}
export interface RequestTrace {
  upstream: UpstreamCall[];
}
export function withTrace<T>(trace: RequestTrace, handle: () => T): T;
export function recordUpstream(call: UpstreamCall): void;
