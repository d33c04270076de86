export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isOutermostMainFrame?: boolean } };
}
export function mainThreadTime(
  traceEvents: TraceEvent[],
): { wallMs: number; cpuMs: number; cpuShare: number } | undefined;
