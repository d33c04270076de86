import { refererPath, safeReturnPath } from './return-path';

describe('the remembered return path (no open redirect)', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeReturnPath('/news/racing')).toBe('/news/racing');
    expect(safeReturnPath('/news/racing?page=2')).toBe('/news/racing?page=2');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'http://evil.example/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/\tevil',
    '/\n/evil.example',
    '/%0A/evil',
    '/%2E/%2f..',
    '/%2e%2e/%2F%2Fevil.example',
    '/%E0%A4%A',
    '',
    ' /news',
  ])('refuses %j', (hostile) => {
    expect(safeReturnPath(hostile)).toBe('/');
  });

  it.each([
    '/.//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2F/evil.example',
    '/./%2F/evil.example',
    '/.%5C/evil.example',
    '/./%5cevil.example',
    '/.%09//evil.example',
    '/./\t/evil.example',
    '/.\n//evil.example',
    '/.%0D%0A//evil.example',
    '/a/%2e%2e/%2e%2e//evil.example',
  ])('refuses %j, which resolves to another host once dot segments and escapes are read', (hostile) => {
    expect(safeReturnPath(hostile)).toBe('/');
  });

  it('keeps a path whose dot segments resolve on the site', () => {
    expect(safeReturnPath('/news/./racing')).toBe('/news/racing');
    expect(safeReturnPath('/news/%2e%2e/tickets?x=1')).toBe('/tickets?x=1');
    expect(safeReturnPath('/../../tickets')).toBe('/tickets');
  });

  it('refuses what is no string or far too long', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(42)).toBe('/');
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it('never returns to the sign-in callback', () => {
    expect(safeReturnPath('/oauth2')).toBe('/');
    expect(safeReturnPath('/oauth2/')).toBe('/');
    expect(safeReturnPath('/oauth2/?code=x&state=y')).toBe('/');
    expect(safeReturnPath('/OAuth2/')).toBe('/');
    expect(safeReturnPath('/%6Fauth2/')).toBe('/');
    expect(safeReturnPath('/oauth2-guide')).toBe('/oauth2-guide');
  });

  it('drops signout from the query and resolves dot segments', () => {
    expect(safeReturnPath('/tickets?signout')).toBe('/tickets');
    expect(safeReturnPath('/tickets?a=1&signout=1')).toBe('/tickets?a=1');
    expect(safeReturnPath('/a/../tickets')).toBe('/tickets');
  });

  it('reads the Referer only when it is one of ours', () => {
    const ours = ['https://www.furlong.test'];
    expect(refererPath('https://www.furlong.test/news?page=2', ours)).toBe('/news?page=2');
    expect(refererPath('https://evil.example/news', ours)).toBeNull();
    expect(refererPath('not a url', ours)).toBeNull();
    expect(refererPath(null, ours)).toBeNull();
  });
});
