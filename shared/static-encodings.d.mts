export const STATIC_ENCODINGS: ReadonlyArray<{ encoding: 'br' | 'gzip'; suffix: string }>;
export const COMPRESSIBLE_TYPE: RegExp;
export const MIN_COMPRESSED_SIZE: number;
export function isCompressible(name: string): boolean;
export function isEncodedCopy(name: string): boolean;
export function encodeStatic(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }>;
export function precompressStatic(distDir: string): Promise<number>;
