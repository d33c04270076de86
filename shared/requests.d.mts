export function requestPath(url: string | undefined): string;
export function isPagePath(url: string | undefined): boolean;
export const PAGE_PARAMS: readonly string[];
export const ACTION_PARAMS: readonly string[];
export function pageCacheAddress(url: string | undefined): string | null;
