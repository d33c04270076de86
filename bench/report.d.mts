export interface BenchRow {
  name: string;
  [measure: string]: unknown;
}
export function budgetFailures(rows: BenchRow[], uncached: { median: number; min: number } | null): string[];
export function writeReport(file: string, rows: BenchRow[], options: Record<string, unknown>): void;
