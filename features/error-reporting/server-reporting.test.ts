import * as Sentry from '@sentry/nextjs';
import { clearSettingsCache } from '@/platform/settings';
import { setupSandbox } from '@/sandbox/test-fixtures/harness';
import { reportRequestError, startServerReporting } from './server-reporting';

const sandbox = setupSandbox();
const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJmYW4tMSIsInR5cCI6ImFjY2VzcyJ9.c2VydmVyLXNpZGU';

afterAll(async () => {
  await Sentry.close(2000);
  vi.unstubAllEnvs();
  clearSettingsCache();
});

describe('error reporting on the server', () => {
  it("sends a failed request's error to the DSN, without its cookies or the token in its message", async () => {
    const dsn = sandbox.url.replace('http://', 'http://serverkey@') + '/errors/1';
    vi.stubEnv('CLIENT_ID', 'FURLONG');
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    vi.stubEnv('SITE_PRODUCT', 'kingsmere');
    vi.stubEnv('SENTRY_DSN', dsn);
    clearSettingsCache();
    await startServerReporting();
    await reportRequestError(
      new Error(`Upstream refused ${JWT}`),
      { path: '/content/gold-cup', method: 'GET', headers: { cookie: 'furlong_at=secret-access-cookie' } },
      {
        routerKind: 'App Router',
        routePath: '/content/[...slug]',
        routeType: 'render',
        renderSource: 'react-server-components',
        revalidateReason: undefined,
      },
    );
    await Sentry.flush(5000);
    const { events } = (await sandbox.call('/__sandbox/events?type=errors')).body;
    expect(events).toHaveLength(1);
    expect(events[0].body).toContain('Upstream refused [redacted]');
    expect(events[0].body).not.toContain(JWT);
    expect(events[0].body).not.toContain('secret-access-cookie');
  });
});
