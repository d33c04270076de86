import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isCompressible,
  isEncodedCopy,
  MIN_COMPRESSED_SIZE,
  precompressStatic,
} from './static-encodings.mjs';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

// Text that compresses as a chunk does, well past the smallest size worth encoding.
const script = Array.from({ length: 400 }, (_, i) => `function f${i}(a){return a+${i}}`).join('\n');

describe('static files encoded at build', () => {
  it('tells text from fonts and pictures, and a copy from its original', () => {
    expect(['a.js', 'b.CSS', 'c.svg', 'd.json'].map(isCompressible)).toEqual([true, true, true, true]);
    expect(['a.woff2', 'b.png', 'c.webp', 'd'].map(isCompressible)).toEqual([false, false, false, false]);
    expect(['a.js.br', 'a.js.gz'].map(isEncodedCopy)).toEqual([true, true]);
    expect(isEncodedCopy('a.js')).toBe(false);
  });

  it('writes a brotli and a gzip copy beside each text file worth it, which decode to the file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'encodings-'));
    const chunks = path.join(dir, 'static', 'chunks');
    const media = path.join(dir, 'static', 'media');
    await mkdir(path.join(chunks, 'app'), { recursive: true });
    await mkdir(media, { recursive: true });
    await writeFile(path.join(chunks, 'a.js'), script);
    await writeFile(path.join(chunks, 'app', 'b.css'), script.replaceAll('function', '.rule'));
    await writeFile(path.join(chunks, 'tiny.js'), 'x()'.padEnd(MIN_COMPRESSED_SIZE - 1, ' '));
    await writeFile(path.join(media, 'font.woff2'), Buffer.alloc(4096, 7));

    expect(await precompressStatic(dir)).toBe(2);
    for (const file of [path.join(chunks, 'a.js'), path.join(chunks, 'app', 'b.css')]) {
      const original = await readFile(file);
      const br = await readFile(`${file}.br`);
      const gz = await readFile(`${file}.gz`);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(original.length / 3);
    }
    expect((await readdir(chunks)).sort()).toEqual(['a.js', 'a.js.br', 'a.js.gz', 'app', 'tiny.js']);
    expect(await readdir(media)).toEqual(['font.woff2']);
  });

  it('replaces its copies when run again, and never encodes a copy', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'encodings-'));
    const chunks = path.join(dir, 'static', 'chunks');
    await mkdir(chunks, { recursive: true });
    await writeFile(path.join(chunks, 'a.js'), script);
    await precompressStatic(dir);
    await writeFile(path.join(chunks, 'a.js'), `${script}\nnext()`);

    expect(await precompressStatic(dir)).toBe(1);
    expect((await readdir(chunks)).sort()).toEqual(['a.js', 'a.js.br', 'a.js.gz']);
    expect(brotliDecompressSync(await readFile(path.join(chunks, 'a.js.br'))).toString()).toBe(
      `${script}\nnext()`,
    );
  });

  it('has nothing to do for a build without static files', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'encodings-'));
    expect(await precompressStatic(dir)).toBe(0);
  });
});
