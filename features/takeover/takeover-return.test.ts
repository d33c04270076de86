import { takeoverReturnFor, takeoverReturnPath } from './takeover-return';
import { rememberedDeepLink } from './takeover-return-browser';

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
  });

  it('is read back in the browser only when it resolves to a page of this site', () => {
    const here = 'https://www.kingsmere.example/';
    const read = (value: string) => rememberedDeepLink(`a=1; furlong_takeover_return=${value}`, here);
    expect(read('%2Fsearch-results%3Fquery%3Dgold')).toBe('/search-results?query=gold');
    expect(read('%2F%2Fevil.example%2Fx')).toBeNull();
    expect(read('https%3A%2F%2Fevil.example%2F')).toBeNull();
    expect(read('%2F%5Cevil.example')).toBeNull();
    expect(read('%2F')).toBeNull();
    expect(read('%E0%A4%A')).toBeNull();
    expect(rememberedDeepLink('other=1', here)).toBeNull();
  });
});
