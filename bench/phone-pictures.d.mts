export const PICTURE_ACCEPT: string;
export function proxiedPictures(urls: string[], origin: string): string[];
export function phonePictures(url: string, cookieHeader: string): Promise<string[]>;
