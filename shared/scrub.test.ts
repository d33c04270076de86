import { cappedText, REDACTED, scrubText, scrubValue } from './scrub.mjs';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJmYW4tMSIsInR5cCI6ImFjY2VzcyJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('scrubbing what must not leave the site', () => {
  it('removes JWT-like tokens wherever they appear', () => {
    const text = scrubText(`token rejected: ${JWT} (expired)`);
    expect(text).not.toContain('eyJ');
    expect(text).toBe(`token rejected: ${REDACTED} (expired)`);
    expect(scrubText(`/page#throw=token%20${JWT}`)).toBe(`/page#throw=token%20${REDACTED}`);
  });

  it('removes the value of an Authorization header, keeping its scheme', () => {
    expect(scrubText('sent Authorization: Bearer abc.DEF-123_x~ to /polls')).toBe(
      `sent Authorization: Bearer ${REDACTED} to /polls`,
    );
    expect(scrubText('Basic dXNlcjpwYXNz')).toBe(`Basic ${REDACTED}`);
    expect(scrubText('/page#why=Bearer%20abc')).not.toContain('abc');
    expect(scrubText('/page#why=Authorization%3A%20Bearer%20abc')).not.toContain('abc');
  });

  it('removes the values of our cookies and of secret fields, however they are written', () => {
    const text = scrubText(
      'cookie: furlong_at=secret-access; furlong_rt=secret-refresh; furlong_anon=anon-1; furlong_device=5f0c; other=kept {"access_token":"abc","refresh_token": "def"} password=hunter2',
    );
    for (const secret of ['secret-access', 'secret-refresh', 'anon-1', '5f0c', 'abc', 'def', 'hunter2']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('other=kept');
    expect(text).toContain(`furlong_at=${REDACTED}`);
  });

  it('removes the sign-in code and state from an address, and e-mail addresses', () => {
    const text = scrubText('at https://site.example/oauth2/?code=c0de&state=st4te#x for ada@example.com');
    expect(text).toBe(`at https://site.example/oauth2/?code=${REDACTED}&state=${REDACTED}#x for ${REDACTED}`);
    // A word that is not in an address is left alone.
    expect(scrubText('error code: 503, state: loading')).toBe('error code: 503, state: loading');
  });

  it('caps a message at 250 characters after scrubbing', () => {
    const capped = cappedText(`${'x'.repeat(300)}`);
    expect(capped).toHaveLength(250);
    expect(capped.endsWith('…')).toBe(true);
    expect(cappedText('short')).toBe('short');
  });

  it('scrubs every string of a value and drops cookie and credential fields whole', () => {
    const scrubbed = scrubValue({
      url: `https://site.example/?code=abc`,
      headers: { cookie: 'furlong_at=x', Authorization: 'Bearer y', 'user-agent': 'Chromium' },
      nested: [{ note: JWT }],
    });
    expect(scrubbed).toEqual({
      url: `https://site.example/?code=${REDACTED}`,
      headers: { cookie: REDACTED, Authorization: REDACTED, 'user-agent': 'Chromium' },
      nested: [{ note: REDACTED }],
    });
  });
});
