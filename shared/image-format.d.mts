export const IMAGE_PROXY_PATH: '/_amplify/image';
/** What the browser gets: WebP if it takes it, else the source's own format. Never AVIF. */
export type FormatChoice = 'webp' | 'source';
export function acceptsType(accept: string, type: string): boolean;
export function chooseFormat(accept: string | null | undefined): FormatChoice;
