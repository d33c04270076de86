import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFloorApp } from './framework-floor.mjs';

describe('the framework floor’s app', () => {
  let parent: string;
  beforeEach(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'floor-test-'));
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('is one page, rendered on every request, with its own empty configuration and package', () => {
    const dir = writeFloorApp(parent);
    expect(path.dirname(dir)).toBe(parent);
    const page = readFileSync(path.join(dir, 'app', 'page.jsx'), 'utf8');
    expect(page).toContain("export const dynamic = 'force-dynamic'");
    expect(page).toContain('<h1>Kingsmere Park</h1>');
    expect(readFileSync(path.join(dir, 'app', 'layout.jsx'), 'utf8')).toContain('<html lang="en-GB">');
    expect(readFileSync(path.join(dir, 'next.config.mjs'), 'utf8')).toBe('export default {};\n');
    expect(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))).toMatchObject({ private: true });
  });

  it('is written into a new folder each time', () => {
    const first = writeFloorApp(parent);
    const second = writeFloorApp(parent);
    expect(first).not.toBe(second);
    expect(existsSync(path.join(first, 'app', 'page.jsx'))).toBe(true);
    expect(existsSync(path.join(second, 'app', 'page.jsx'))).toBe(true);
  });
});
