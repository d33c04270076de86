export interface BenchRow {
  name: string;
  [measure: string]: unknown;
}
export interface TimedRenders {
  median: number;
  min: number;
}
export function budgetFailures(
  rows: BenchRow[],
  uncached: { search?: TimedRenders; article?: TimedRenders } | null,
): string[];
export function writeReport(file: string, rows: BenchRow[], options: Record<string, unknown>): void;
export interface FrameworkFloor {
  audit: { runs: number; score?: number; lcpMs?: number; tbtMs?: number };
  render: TimedRenders;
}
export function floorText(floor: FrameworkFloor | undefined): string;
