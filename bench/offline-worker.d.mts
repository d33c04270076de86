export const WORKER_BUDGET_KIB: number;
export function workerWeight(site: string): Promise<{ gzipBytes: number }>;
export function workerText(worker: { gzipBytes: number }): string;
export function workerFailures(worker: { gzipBytes: number }): string[];
