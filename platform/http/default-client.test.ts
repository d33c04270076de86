import { clearSettingsCache } from '../settings';
import { createHttpClient } from './client';
import { httpClient, setHttpClient } from './default-client';
import { request, requestResult } from './request';
import { FakeUpstream, success } from '../testing/fake-upstream';

afterEach(() => {
  setHttpClient(null);
  vi.unstubAllEnvs();
  clearSettingsCache();
});

describe('the process-wide client', () => {
  it('is created once from the settings and shared', () => {
    vi.stubEnv('CLIENT_ID', 'FURLONG');
    vi.stubEnv('SITE_URL', 'https://site.test');
    vi.stubEnv('SITE_PRODUCT', 'ascot');
    setHttpClient(null);
    expect(httpClient()).toBe(httpClient());
  });

  it('can be replaced, and request() and requestResult() use the replacement', async () => {
    const upstream = new FakeUpstream().on('GET', '/a', success(1));
    setHttpClient(createHttpClient({ fetch: upstream.fetch }));
    expect(await request('https://api.test/a')).toEqual({ status: 'success', data: 1 });
    expect(await requestResult('https://api.test/a')).toMatchObject({ kind: 'ok' });
    expect(upstream.calls).toHaveLength(1);
  });
});
