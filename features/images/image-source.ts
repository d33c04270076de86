import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { readCapped, TOO_LARGE } from '@/platform/shared/read-capped';
import type { ImageHostPolicy } from './image-hosts';

/** Why an image could not be served: always a 400 with this short reason (never a 500). */
export class ImageProxyError extends Error {
  override readonly name = 'ImageProxyError';
  readonly status = 400;
}

export interface ImageSourceOptions {
  policy: ImageHostPolicy;
  /** Where site paths ('/images/fallback-hero.jpg') are read from: the app's public/ folder. */
  publicDir: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface ImageSource {
  bytes: Buffer;
  contentType: string;
}

export const SOURCE_TIMEOUT_MS = 10_000;
export const SOURCE_MAX_BYTES = 25 * 1024 * 1024;

// Raster formats only: SVG is served as it is by the component, never rasterised here.
const RASTER_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};
const RASTER_MEDIA = new Set(Object.values(RASTER_TYPES));

/** The image's bytes, from an allowed host or from public/; ImageProxyError otherwise. */
export async function loadImageSource(source: string, options: ImageSourceOptions): Promise<ImageSource> {
  return source.startsWith('/') ? readSitePath(source, options) : fetchRemote(source, options);
}

async function readSitePath(source: string, { publicDir, maxBytes = SOURCE_MAX_BYTES }: ImageSourceOptions) {
  const base = new URL('https://site.invalid');
  const url = new URL(source, base);
  if (url.origin !== base.origin) throw new ImageProxyError('Image host not allowed');
  let name: string;
  try {
    name = decodeURIComponent(url.pathname);
  } catch {
    throw new ImageProxyError('Invalid image path');
  }
  const segments = name.split(/[/\\]/).slice(1);
  if (segments.some((part) => part === '' || part === '.' || part === '..' || part.includes('\0'))) {
    throw new ImageProxyError('Invalid image path');
  }
  const root = path.resolve(publicDir);
  const file = path.resolve(root, ...segments);
  const contentType = RASTER_TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(root + path.sep) || !contentType) throw new ImageProxyError('Not an image');
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new ImageProxyError('Image not found');
  if (info.size > maxBytes) throw new ImageProxyError('Image too large');
  return { bytes: await readFile(file), contentType };
}

async function fetchRemote(source: string, options: ImageSourceOptions): Promise<ImageSource> {
  const { policy, timeoutMs = SOURCE_TIMEOUT_MS, maxRedirects = 3 } = options;
  const fetchImpl = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(timeoutMs);
  const first = new URL(source);
  let url = first;
  try {
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      if (!policy.allows(url)) throw new ImageProxyError('Image host not allowed');
      const response = await fetchImpl(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = URL.canParse(location, url) ? new URL(location, url) : undefined;
        // A redirect may only move within the same host.
        if (!next || next.origin !== first.origin)
          throw new ImageProxyError('Image redirected to another host');
        url = next;
        continue;
      }
      return await readImageResponse(response, options.maxBytes ?? SOURCE_MAX_BYTES);
    }
    throw new ImageProxyError('Too many redirects');
  } catch (error) {
    if (error instanceof ImageProxyError) throw error;
    const reason = signal.aborted ? 'Image source timed out' : 'Image source unreachable';
    throw new ImageProxyError(reason, { cause: error });
  }
}

async function readImageResponse(response: Response, maxBytes: number): Promise<ImageSource> {
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new ImageProxyError(`Image source answered ${response.status}`);
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (!RASTER_MEDIA.has(contentType)) {
    await response.body?.cancel();
    throw new ImageProxyError('Not an image');
  }
  const bytes = await readCapped(response.body, response.headers, maxBytes);
  if (bytes === TOO_LARGE) throw new ImageProxyError('Image too large');
  return { bytes, contentType };
}
