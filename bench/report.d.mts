export interface BenchRow {
  name: string;
  [measure: string]: unknown;
}
export interface TimedRenders {
  count: number;
  median: number;
  min: number;
}
/** Renders timed after `warmedWith` untimed renders. */
export interface WarmedRenders extends TimedRenders {
  warmedWith: number;
}
export function budgetFailures(
  rows: BenchRow[],
  uncached: { search?: WarmedRenders; article?: WarmedRenders } | null,
): string[];
export function writeReport(file: string, rows: BenchRow[], options: Record<string, unknown>): void;
export interface FrameworkFloor {
  audit: { runs: number; score?: number; lcpMs?: number; tbtMs?: number; mainThreadCpuShare?: number };
  render: TimedRenders;
}
export function percent(share: number | undefined): string;
export function floorText(floor: FrameworkFloor | undefined): string;
export interface VisitFiles {
  count: number;
  pictures: number;
  sentBytes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  raw: { requestsPerSecond: number };
}
export function visitFilesText(files: VisitFiles, duration: number): string;
