// GET /images/{file}: the pack's images, cacheable for a year (a pack's files do not change under a name).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServiceDeps } from './deps';
import { HttpError } from '../http/respond';
import type { Router } from '../http/router';

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  // The pack's one playable MEDIA video.
  '.webm': 'video/webm',
};

/** The file inside the images folder, or undefined for anything that would step outside it. */
export function resolveImage(imagesDir: string, name: string): string | undefined {
  const root = path.resolve(imagesDir);
  const segments = name.split(/[/\\]/);
  if (
    segments.some(
      (segment) => segment === '' || segment === '.' || segment === '..' || segment.includes('\0'),
    )
  ) {
    return undefined;
  }
  const target = path.resolve(root, ...segments);
  return target.startsWith(root + path.sep) ? target : undefined;
}

export function registerImages(router: Router, { pack }: ServiceDeps): void {
  router.on('GET', '/images/*file', async (ctx) => {
    const name = ctx.params.file ?? '';
    const file = resolveImage(pack.imagesDir, name);
    if (!file) throw new HttpError(400, 'bad_request', 'Invalid image path');
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
    const info = await stat(file).catch(() => undefined);
    if (!type || !info?.isFile()) throw new HttpError(404, 'not_found', `Image "${name}" not found`);
    ctx.res.writeHead(200, {
      'content-type': type,
      'content-length': String(info.size),
      'cache-control': 'public, max-age=31536000, immutable',
      // SVG from a pack is trusted, but must not run script if opened directly.
      ...(type === 'image/svg+xml'
        ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" }
        : {}),
    });
    if (ctx.req.method === 'HEAD') return void ctx.res.end();
    // pipe() does not forward read errors; without this a file removed mid-read would crash the server.
    createReadStream(file)
      .on('error', () => ctx.res.destroy())
      .pipe(ctx.res);
  });
}
