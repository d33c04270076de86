// @vitest-environment jsdom
import { startDeviceTags } from './device-tags';

const loadScriptOnce = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/blocks/shared/load-script', () => ({ loadScriptOnce }));

const config = { apiKey: 'key', scriptUrl: 'https://devices.example/tags.js' };
const handOff = { token: 'anon-token', context: { device_id: 'device-1', fan_id: null } };

afterEach(() => {
  vi.unstubAllGlobals();
  loadScriptOnce.mockClear();
  delete window.deviceTags;
});

describe('startDeviceTags', () => {
  it('asks our server for the hand-off, loads the script, and gives it the token and the context', async () => {
    const fetch = vi.fn(async () => Response.json(handOff));
    vi.stubGlobal('fetch', fetch);
    const init = vi.fn();
    loadScriptOnce.mockImplementationOnce(async () => {
      window.deviceTags = { init };
    });
    await startDeviceTags(config);
    expect(fetch).toHaveBeenCalledWith('/api/device-tags', { method: 'POST', cache: 'no-store' });
    expect(loadScriptOnce).toHaveBeenCalledWith('https://devices.example/tags.js');
    expect(init).toHaveBeenCalledWith({ apiKey: 'key', ...handOff });
  });

  it('loads no script when the hand-off fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    await expect(startDeviceTags(config)).rejects.toThrow('the device-tags hand-off answered 503');
    expect(loadScriptOnce).not.toHaveBeenCalled();
  });
});
