import { takeoverReturnFor, takeoverReturnInDocument, takeoverReturnPath } from './takeover-return';

describe('the deep link the takeover remembers', () => {
  it('remembers a page of the site, query included, but not the home page', () => {
    expect(takeoverReturnFor('/tickets')).toBe('/tickets');
    expect(takeoverReturnFor('/search-results?query=gold')).toBe('/search-results?query=gold');
    expect(takeoverReturnFor('/')).toBeNull();
  });

  it('never remembers a way off the site', () => {
    for (const path of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', 'https://evil.example']) {
      expect(takeoverReturnFor(path), path).toBeNull();
    }
  });

  it('reads it back from the cookie, refusing what was tampered with', () => {
    expect(takeoverReturnPath('/news/racing')).toBe('/news/racing');
    expect(takeoverReturnPath('//evil.example')).toBe('/');
    expect(takeoverReturnPath(undefined)).toBe('/');
    expect(takeoverReturnInDocument('a=1; furlong_takeover_return=%2Fsearch-results%3Fquery%3Dgold')).toBe(
      '/search-results?query=gold',
    );
    expect(takeoverReturnInDocument('furlong_takeover_return=%2F%2Fevil.example')).toBe('/');
    expect(takeoverReturnInDocument('furlong_takeover_return=%E0%A4%A')).toBe('/');
    expect(takeoverReturnInDocument('other=1')).toBe('/');
  });
});
