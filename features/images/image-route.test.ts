import sharp from 'sharp';
import { GET } from '@/app/%5Famplify/image/route';
import { clearSettingsCache } from '@/platform/settings';
import { expectConsole } from '@/test/setup';

const env = { CLIENT_ID: 'FURLONG', SITE_URL: 'https://www.furlong.example', SITE_PRODUCT: 'ascot' };

describe('GET /_amplify/image', () => {
  beforeEach(() => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    clearSettingsCache();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    clearSettingsCache();
  });

  it('serves an image of the site resized, by the site settings', async () => {
    const response = await GET(
      new Request('http://localhost:3000/_amplify/image?url=%2Fimages%2Ffallback-hero.jpg&w=72', {
        headers: { accept: 'image/webp' },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata.width).toBe(72);
  });

  it('refuses a host that is not the content service or in IMAGE_HOSTS', async () => {
    const logged = expectConsole('warn');
    const response = await GET(
      new Request('http://localhost:3000/_amplify/image?url=https%3A%2F%2Fevil.example%2Fx.jpg&w=64'),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Image could not be served');
    expect(String(logged.mock.calls[0]?.[0])).toContain('Image host not allowed');
  });
});
