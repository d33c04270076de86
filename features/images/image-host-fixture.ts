import { copyFile, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export interface ImageHost {
  /** `http://127.0.0.1:{port}`, serving /images/*. */
  origin: string;
  /** A public/ folder holding images/local.png and images/hero.jpg. */
  publicDir: string;
  /** Requests per path since the last `hits.clear()`. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

// A real photograph from the content pack, 1600 wide: encoding cost shows on it as on the site's.
const PHOTOGRAPH = path.join(process.cwd(), 'sandbox/content/images/hero-parade-ring.jpg');

/**
 * A real local image host for the proxy's tests: a JPEG 800 wide of one colour, the pack's photograph
 * (where quality shows), a PNG with alpha, and the ways a source goes wrong (slow, not an image,
 * undecodable, an error, redirects within and out of the host).
 */
export async function startImageHost(): Promise<ImageHost> {
  const jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const png = await sharp({
    create: { width: 200, height: 100, channels: 4, background: { r: 200, g: 160, b: 0, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const photograph = await readFile(PHOTOGRAPH);
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    const send = (status: number, type: string, body: Buffer | string, delay = 0) =>
      setTimeout(() => res.writeHead(status, { 'content-type': type }).end(body), delay);
    if (pathname === '/images/photo.jpg') return send(200, 'image/jpeg', jpeg);
    if (pathname === '/images/photograph.jpg') return send(200, 'image/jpeg', photograph);
    if (pathname === '/images/slow.jpg') return send(200, 'image/jpeg', jpeg, 100);
    if (pathname === '/images/logo.png') return send(200, 'image/png', png);
    if (pathname === '/images/page.html') return send(200, 'text/html', '<p>hello</p>');
    if (pathname === '/images/broken.jpg') return send(200, 'image/jpeg', 'this is not an image');
    if (pathname === '/images/error.jpg') return send(500, 'text/plain', 'boom');
    if (pathname === '/images/moved.jpg') return res.writeHead(302, { location: '/images/photo.jpg' }).end();
    if (pathname === '/images/away.jpg') {
      const port = (server.address() as AddressInfo).port;
      return res.writeHead(302, { location: `http://localhost:${port}/images/photo.jpg` }).end();
    }
    return send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const publicDir = await mkdtemp(path.join(tmpdir(), 'furlong-public-'));
  await mkdir(path.join(publicDir, 'images'));
  await writeFile(path.join(publicDir, 'images', 'local.png'), png);
  await copyFile(PHOTOGRAPH, path.join(publicDir, 'images', 'hero.jpg'));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publicDir,
    hits,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await rm(publicDir, { recursive: true, force: true });
    },
  };
}
