import { isPageRequest, isShareablePage, isSignOut } from './keep-rules';

const ORIGIN = 'https://www.kingsmere.test';

/** A request as the worker sees one: a navigation cannot be made with `new Request` outside a browser. */
function asked(
  path: string,
  { mode = 'navigate', headers = {} as Record<string, string>, method = 'GET' } = {},
) {
  return { url: `${ORIGIN}${path}`, method, mode, headers: new Headers(headers) } as unknown as Request;
}

function answer(body: string, { status = 200, headers = {} as Record<string, string>, type = 'basic' } = {}) {
  const response = new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  });
  Object.defineProperty(response, 'type', { value: type });
  return response;
}

describe('which requests the offline worker answers from its pages', () => {
  it('takes a navigation to a page of the site, and a page asked for as HTML', () => {
    expect(isPageRequest(asked('/racedays/family-funday-raceday'), ORIGIN)).toBe(true);
    expect(isPageRequest(asked('/news?page=2'), ORIGIN)).toBe(true);
    expect(isPageRequest(asked('/tickets', { mode: 'cors', headers: { accept: 'text/html' } }), ORIGIN)).toBe(
      true,
    );
  });

  it('leaves alone the API, files, router payloads, actions, other sites and anything but GET', () => {
    expect(isPageRequest(asked('/api/session'), ORIGIN)).toBe(false);
    expect(isPageRequest(asked('/_next/static/chunks/a.js'), ORIGIN)).toBe(false);
    expect(isPageRequest(asked('/sitemap.xml'), ORIGIN)).toBe(false);
    expect(isPageRequest(asked('/news', { mode: 'cors', headers: { rsc: '1' } }), ORIGIN)).toBe(false);
    expect(isPageRequest(asked('/news?_rsc=abc', { mode: 'cors' }), ORIGIN)).toBe(false);
    expect(isPageRequest(asked('/news', { mode: 'cors' }), ORIGIN)).toBe(false);
    expect(isPageRequest(asked('/oauth2?code=x&state=y'), ORIGIN)).toBe(false);
    expect(isPageRequest(asked('/news?signout'), ORIGIN)).toBe(false);
    expect(isPageRequest(asked('/news', { method: 'POST' }), ORIGIN)).toBe(false);
    const elsewhere = { ...asked('/news'), url: 'https://elsewhere.test/news' } as unknown as Request;
    expect(isPageRequest(elsewhere, ORIGIN)).toBe(false);
  });

  it('knows a sign-out by its address', () => {
    expect(isSignOut(asked('/tickets?signout'), ORIGIN)).toBe(true);
    expect(isSignOut(asked('/tickets'), ORIGIN)).toBe(false);
  });
});

describe('which answers the offline worker keeps', () => {
  it('keeps a whole page any cache may keep', () => {
    expect(isShareablePage(answer('<p>ok</p>', { headers: { 'cache-control': 's-maxage=30' } }))).toBe(true);
  });

  it("never keeps a fan's own page, an error, a redirect's end or anything but this site's HTML", () => {
    expect(isShareablePage(answer('', { headers: { 'cache-control': 'private, no-store' } }))).toBe(false);
    expect(isShareablePage(answer('', { headers: { 'cache-control': 'no-store' } }))).toBe(false);
    expect(isShareablePage(answer('', { status: 503 }))).toBe(false);
    expect(isShareablePage(answer('', { type: 'opaqueredirect' }))).toBe(false);
    expect(isShareablePage(answer('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false);
  });
});
