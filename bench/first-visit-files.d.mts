export const BROWSER_ENCODINGS: string;
export function sentBytes(url: string, headers?: Record<string, string>): Promise<number>;
export function firstVisitFiles(url: string, headers?: Record<string, string>): Promise<string[]>;
export function roundOf(files: string[]): string;
