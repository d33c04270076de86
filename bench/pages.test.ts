import { CONSENTED_STORAGE, cookiePairs, VISITOR_HEADERS, visitorStorageState } from './pages.mjs';

describe('cookiePairs', () => {
  it("reads the benchmark visitor's Cookie header as the browser's own cookies", () => {
    expect(cookiePairs(VISITOR_HEADERS.cookie)).toEqual([
      { name: 'dismissedProjectSouthampton', value: 'true' },
      { name: 'furlong_device', value: '0b6f2d52-9d8e-4c1a-a0f4-4c7d8a2e9b31' },
    ]);
  });

  it('keeps an equals sign inside a value and skips what is no pair', () => {
    expect(cookiePairs('a=b=c;;  junk ; d=')).toEqual([
      { name: 'a', value: 'b=c' },
      { name: 'd', value: '' },
    ]);
  });
});

describe("the returning visitor's browser state", () => {
  it("holds the visitor's cookies for the site's host and their consent choice in its storage", () => {
    const state = visitorStorageState('http://localhost:3200/news', 'a=1; furlong_device=x');
    expect(state.cookies.map(({ name, value, domain, path }) => ({ name, value, domain, path }))).toEqual([
      { name: 'a', value: '1', domain: 'localhost', path: '/' },
      { name: 'furlong_device', value: 'x', domain: 'localhost', path: '/' },
    ]);
    expect(state.origins).toEqual([{ origin: 'http://localhost:3200', localStorage: [CONSENTED_STORAGE] }]);
  });
});
