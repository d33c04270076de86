export interface BenchRow {
  name: string;
  [measure: string]: unknown;
}
export function budgetFailures(rows: BenchRow[], uncached: { median: number; min: number } | null): string[];
export function writeReport(file: string, rows: BenchRow[], options: Record<string, unknown>): void;
export interface FrameworkFloor {
  audit: { runs: number; score?: number; lcpMs?: number; tbtMs?: number };
  render: { median: number; min: number };
}
export function floorText(floor: FrameworkFloor | undefined): string;
