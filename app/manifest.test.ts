import { readFileSync } from 'node:fs';
import path from 'node:path';
import manifest from './manifest';

vi.mock('@/platform/settings', () => ({ getSettings: () => ({ siteName: 'Kingsmere Park' }) }));

/** A PNG's width and height, from its header. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it("names the venue, starts at the home page and takes the site's colours", () => {
    expect(manifest()).toMatchObject({
      name: 'Kingsmere Park',
      short_name: 'Kingsmere Park',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0a2a1b',
      background_color: '#faf7f0',
    });
  });

  it('offers icons at 192 and 512 px and a maskable one, each the size it says', () => {
    const icons = manifest().icons ?? [];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(pngSize(path.join(process.cwd(), 'public', icon.src))).toBe(icon.sizes);
    }
  });
});
