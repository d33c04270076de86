export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}
export function milliseconds(text: string): number;
export function readWrk(output: string): LoadFigures;
export function measure(
  url: string,
  options?: {
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    paths?: string;
    allowFailures?: boolean;
  },
): Promise<LoadFigures>;
