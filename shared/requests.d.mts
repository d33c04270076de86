export function requestPath(url: string | undefined): string;
export function isPagePath(url: string | undefined): boolean;
