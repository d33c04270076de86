import * as Sentry from '@sentry/nextjs';
import { reportOptions } from './report-options';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJmYW4tMSIsInR5cCI6ImFjY2VzcyJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const SECRETS = [
  JWT,
  'bearer-secret-1',
  'at-cookie-value',
  'rt-cookie-value',
  'c0de-from-callback',
  'ada@example.com',
];

// The SDK itself, with a transport that keeps what would be sent: what leaves is what the test reads.
const bodies: string[] = [];
beforeAll(() => {
  Sentry.init({
    ...reportOptions({ dsn: 'https://public@errors.example/1', environment: 'stage' }),
    defaultIntegrations: false,
    transport: (options: Parameters<typeof Sentry.createTransport>[0]) =>
      Sentry.createTransport(options, async (request) => {
        bodies.push(String(request.body));
        return { statusCode: 200 };
      }),
  });
});
afterAll(() => Sentry.close(2000));

async function sent(send: () => void): Promise<string> {
  bodies.length = 0;
  Sentry.withIsolationScope(() => send());
  await Sentry.flush(2000);
  return bodies.join('\n');
}

/** The envelope's items as JSON. */
function items(body: string): Record<string, unknown>[] {
  return body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('an error report', () => {
  it('carries no token, cookie value, sign-in code or e-mail address', async () => {
    const body = await sent(() => {
      Sentry.addBreadcrumb({
        category: 'fetch',
        message: `GET /api/polls with Authorization: Bearer bearer-secret-1`,
        data: { url: '/oauth2/?code=c0de-from-callback&state=s', cookie: 'furlong_at=at-cookie-value' },
      });
      Sentry.withScope((scope) => {
        scope.setContext('request', { headers: { cookie: 'furlong_rt=rt-cookie-value' } });
        scope.setUser({ email: 'ada@example.com' });
        Sentry.captureException(new Error(`Token refused: ${JWT} for ada@example.com`));
      });
    });
    expect(body).toContain('Token refused: [redacted] for [redacted]');
    for (const secret of SECRETS) expect(body).not.toContain(secret);
  });

  it('caps its message at 250 characters', async () => {
    const body = await sent(() => Sentry.captureException(new Error(`failed ${'x'.repeat(400)}`)));
    const event = items(body).find((item) => item.exception) as
      { exception: { values: { value: string }[] } } | undefined;
    expect(event?.exception?.values[0]?.value).toHaveLength(250);
  });

  it('keeps 100 breadcrumbs at most', async () => {
    const body = await sent(() => {
      for (let i = 0; i < 150; i += 1) Sentry.addBreadcrumb({ message: `step ${i}` });
      Sentry.captureException(new Error('after many steps'));
    });
    const event = items(body).find((item) => item.breadcrumbs) as { breadcrumbs: unknown[] } | undefined;
    expect(event?.breadcrumbs).toHaveLength(100);
  });
});
