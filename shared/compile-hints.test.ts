import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, withCompileHint } from './compile-hints.mjs';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('compile hints', () => {
  it('opens a chunk with the hint once, however often it runs', () => {
    const once = withCompileHint('push([1])');
    expect(once).toBe(`${COMPILE_HINT}push([1])`);
    expect(withCompileHint(once)).toBe(once);
  });

  it("marks every script among the build's browser chunks and nothing else", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hints-'));
    const chunks = path.join(dir, 'static', 'chunks');
    await mkdir(path.join(chunks, 'app'), { recursive: true });
    await writeFile(path.join(chunks, 'a.js'), 'a()');
    await writeFile(path.join(chunks, 'app', 'b.js'), 'b()');
    await writeFile(path.join(chunks, 'c.css'), 'p{}');

    expect(await addCompileHints(dir)).toBe(2);
    expect(await readFile(path.join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}a()`);
    expect(await readFile(path.join(chunks, 'app', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}b()`);
    expect(await readFile(path.join(chunks, 'c.css'), 'utf8')).toBe('p{}');
    expect(await addCompileHints(dir)).toBe(0);
  });

  it('finds nothing to do in a build with no browser chunks', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hints-'));
    expect(await addCompileHints(dir)).toBe(0);
  });
});
