// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { PUBLIC_CONFIG_ELEMENT_ID } from './public-config-element';

const inHtml = {
  env: 'production',
  server: 'standard',
  clientId: 'KINGSMERE',
  siteUrl: 'https://www.kingsmere.example',
  fanscoreAuth: { tokenUrl: 'https://auth.fanplatform.example/oauth/token' },
  deviceTagsApiKey: 'tags-key',
  consent: { propertyId: '31337', privacyManagerId: '1000001' },
};
const DEVICE = '0b7c5d1e-8a4f-4c2b-9d3e-1f2a3b4c5d6e';

function page(config: unknown = inHtml) {
  const element = document.createElement('script');
  element.id = PUBLIC_CONFIG_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = typeof config === 'string' ? config : JSON.stringify(config);
  document.head.append(element);
}

// A fresh module each time: the configuration is loaded once per page.
async function fresh() {
  vi.resetModules();
  return import('./browser-config');
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => Response.json({ deviceId: DEVICE }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('loadPublicConfig', () => {
  it("gives exactly the public fields: the page's, and the device id asked once of /api/device", async () => {
    page();
    const { loadPublicConfig } = await fresh();
    const config = await loadPublicConfig();
    expect(config).toEqual({
      env: 'production',
      server: 'standard',
      clientId: 'KINGSMERE',
      deviceId: DEVICE,
      siteUrl: 'https://www.kingsmere.example',
      fanscoreAuth: { tokenUrl: 'https://auth.fanplatform.example/oauth/token' },
      deviceTagsApiKey: 'tags-key',
      consent: { propertyId: '31337', privacyManagerId: '1000001' },
    });
    await loadPublicConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/device');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
  });

  it('gives a null device id when /api/device cannot answer, and null on a page without the data', async () => {
    page();
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect((await (await fresh()).loadPublicConfig())?.deviceId).toBeNull();
    document.head.innerHTML = '';
    expect(await (await fresh()).loadPublicConfig()).toBeNull();
    page('{broken');
    expect(await (await fresh()).loadPublicConfig()).toBeNull();
  });
});

describe('usePublicConfig', () => {
  it('is null until loaded, then the configuration', async () => {
    page();
    const { usePublicConfig, loadPublicConfig } = await fresh();
    function Shown() {
      const config = usePublicConfig();
      return <p>{config ? `${config.clientId} ${config.deviceId}` : 'loading'}</p>;
    }
    render(<Shown />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => loadPublicConfig());
    expect(screen.getByText(`KINGSMERE ${DEVICE}`)).toBeInTheDocument();
  });
});
