import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { resolveImage } from './images';
import { setupSandbox } from '../test-fixtures/harness';
import { FIXTURE_PACK } from '../test-fixtures/temp-pack';

const sandbox = setupSandbox();

/** A GET sent exactly as written: fetch would resolve `..` segments before sending. */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(sandbox.url);
  return new Promise((resolve, reject) => {
    get({ hostname, port, path: rawPath }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('pack images', () => {
  it('serves an image with its type and a long cache lifetime, to any origin', async () => {
    const answer = await sandbox.fetch('/images/hero.png', { headers: { origin: 'http://localhost:3000' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(
      readFileSync(path.join(FIXTURE_PACK, 'images/hero.png')),
    );
  });

  it('answers 404 for a missing image', async () => {
    expect((await sandbox.fetch('/images/none.png')).status).toBe(404);
  });

  it('refuses paths that leave the images folder', async () => {
    for (const rawPath of [
      '/images/..%2Fpack.json',
      '/images/..%5Cpack.json',
      '/images/%2e%2e%2fpack.json',
    ]) {
      expect((await rawGet(rawPath)).status, rawPath).toBe(400);
    }
    // Plain and encoded dot segments are resolved by URL parsing to /pack.json, which is no route.
    for (const rawPath of [
      '/images/../pack.json',
      '/images/%2e%2e/pack.json',
      '/images/sub/../../pack.json',
    ]) {
      const answer = await rawGet(rawPath);
      expect(answer.status, rawPath).toBe(404);
      expect(answer.body).not.toContain('FURLONG');
    }
    expect(resolveImage('/pack/images', '../pack.json')).toBeUndefined();
    expect(resolveImage('/pack/images', 'a/../../b.png')).toBeUndefined();
    expect(resolveImage('/pack/images', 'venues/deck.jpg')).toBe(
      path.resolve('/pack/images/venues/deck.jpg'),
    );
  });
});
