import { SERVER_ERROR_TEXT as SITE_TEXT } from '@/ui/error/error-messages';
import {
  ERROR_PAGE_POLICY,
  errorPage,
  rawErrorAnswer,
  unknownActionAnswer,
  repairedPath,
  screenRequest,
  SERVER_ERROR_TEXT,
} from './request-guard.mjs';
import { SECURITY_HEADERS } from '../shared/security-headers.mjs';

describe('screenRequest', () => {
  it('passes an ordinary page request as it is', () => {
    expect(screenRequest('GET', '/news/racing?page=2')).toEqual({ pass: '/news/racing?page=2' });
  });

  it.each(['TRACE', 'CONNECT', 'TRACK', 'PROPFIND'])(
    'refuses %s with 405 and the methods it takes',
    (method) => {
      const { refuse } = screenRequest(method, '/');
      expect(refuse?.status).toBe(405);
      expect(refuse?.headers?.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    },
  );

  it('refuses an address that is not a path, and an over-long one', () => {
    expect(screenRequest('GET', 'http://evil.example/')).toMatchObject({ refuse: { status: 400 } });
    expect(screenRequest('GET', '/' + 'a'.repeat(2048))).toMatchObject({ refuse: { status: 414 } });
    expect(screenRequest('GET', '/?q=' + 'a'.repeat(8192))).toMatchObject({ refuse: { status: 414 } });
  });

  it('repairs malformed escapes in the path and keeps the query', () => {
    expect(screenRequest('GET', '/news/%E0%A4%A?page=1')).toEqual({ pass: '/news/%EF%BF%BD%25A?page=1' });
    expect(screenRequest('GET', '/faqs/%ZZ')).toEqual({ pass: '/faqs/%25ZZ' });
  });
});

describe('repairedPath', () => {
  it('leaves a path that decodes alone', () => {
    expect(repairedPath('/news/caf%C3%A9')).toBeNull();
  });

  it('reads a stray % as itself and keeps the good escapes beside it', () => {
    expect(decodeURIComponent(repairedPath('/a/100%/caf%C3%A9') ?? '')).toBe('/a/100%/café');
  });
});

describe('errorPage', () => {
  it('escapes what it shows and links home', () => {
    const html = errorPage({ status: 405, title: 'Method <x>', message: 'No "TRACE" here' });
    expect(html).toContain('Method &lt;x&gt;');
    expect(html).toContain('No &quot;TRACE&quot; here');
    expect(html).toContain('Back to homepage');
    expect(html).not.toContain('<script');
  });

  it('uses the site’s own server-error text', () => {
    expect(SERVER_ERROR_TEXT).toBe(SITE_TEXT);
  });
});

describe('rawErrorAnswer', () => {
  it('is a complete HTTP answer with a page of the given length', () => {
    const text = rawErrorAnswer({
      status: 405,
      title: 'Method not allowed',
      message: 'No',
      headers: { allow: 'GET' },
    });
    const [head = '', body = ''] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(head).toContain('allow: GET');
    expect(head).toContain(`content-length: ${Buffer.byteLength(body)}`);
    expect(body).toContain('<h1');
  });

  it('carries the headers every answer carries, and a policy for a page without script', () => {
    const text = rawErrorAnswer({ status: 400, title: 'Bad request', message: 'No' }, SECURITY_HEADERS);
    const head = text.split('\r\n\r\n')[0]!;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(head).toContain(`${name}: ${value}`);
    expect(head).toContain(`content-security-policy: ${ERROR_PAGE_POLICY}`);
    expect(head).toContain('cache-control: no-store');
  });
});

describe('unknownActionAnswer', () => {
  const known = new Set(['4094646a1682271d8d677eb03d6db6d3cccd7f9b1e']);

  it('answers a Server Action of no build of ours as Next does, with its header', () => {
    const malformed = unknownActionAnswer('POST', { 'next-action': 'x' }, known);
    expect(malformed).toMatchObject({ status: 400, body: 'Invalid Server Action request.' });
    expect(malformed?.headers['x-nextjs-action-not-found']).toBe('1');
    const stale = unknownActionAnswer('POST', { 'next-action': '7f'.padEnd(42, '0') }, known);
    expect(stale).toMatchObject({ status: 409, body: 'Server Action unavailable.' });
    expect(unknownActionAnswer('POST', { 'next-action': 'y'.repeat(5000) }, known)?.id).toHaveLength(64);
  });

  it("leaves this build's actions, other requests, and every request when the build's list is unknown", () => {
    expect(unknownActionAnswer('POST', { 'next-action': [...known][0] }, known)).toBeNull();
    expect(unknownActionAnswer('POST', {}, known)).toBeNull();
    expect(unknownActionAnswer('GET', { 'next-action': 'x' }, known)).toBeNull();
    expect(unknownActionAnswer('POST', { 'next-action': 'x' }, null)).toBeNull();
  });
});
