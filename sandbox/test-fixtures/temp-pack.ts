// Copies the fixture pack to a temporary folder so a test can break one thing in it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURE_PACK = fileURLToPath(new URL('./pack', import.meta.url));

export interface TempPack {
  dir: string;
  /** Rewrites a JSON file of the pack: `mutate` edits the parsed value in place or returns a new one. */
  edit(file: string, mutate: (json: any) => unknown): void; // eslint-disable-line @typescript-eslint/no-explicit-any
  write(file: string, text: string): void;
  remove(file: string): void;
  cleanup(): void;
}

export function copyFixturePack(): TempPack {
  const dir = mkdtempSync(path.join(tmpdir(), 'furlong-pack-'));
  cpSync(FIXTURE_PACK, dir, { recursive: true });
  const at = (file: string) => path.join(dir, file);
  return {
    dir,
    edit(file, mutate) {
      const json: unknown = JSON.parse(readFileSync(at(file), 'utf8'));
      const result = mutate(json);
      writeFileSync(at(file), JSON.stringify(result === undefined ? json : result, null, 2));
    },
    write: (file, text) => writeFileSync(at(file), text),
    remove: (file) => rmSync(at(file), { recursive: true, force: true }),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
