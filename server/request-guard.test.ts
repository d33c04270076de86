import { SERVER_ERROR_TEXT as SITE_TEXT } from '@/ui/error/error-messages';
import {
  errorPage,
  rawErrorAnswer,
  repairedPath,
  screenRequest,
  SERVER_ERROR_TEXT,
} from './request-guard.mjs';

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
    expect(html).toContain('BACK TO HOMEPAGE');
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
});
