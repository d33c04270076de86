import { buildUrl, segment } from './url';

describe('buildUrl', () => {
  it('joins the base URL and path with one slash', () => {
    expect(buildUrl('https://api.test/content/', '/v2/articles')).toBe(
      'https://api.test/content/v2/articles',
    );
    expect(buildUrl('https://api.test/content', 'v2/articles')).toBe('https://api.test/content/v2/articles');
  });

  it('uses the path alone when there is no base URL', () => {
    expect(buildUrl(undefined, 'https://other.test/x')).toBe('https://other.test/x');
  });

  it('adds params, skipping undefined and null, and joins lists with commas', () => {
    const url = buildUrl('https://api.test', '/search', {
      query: 'a b',
      page: 0,
      singlePage: false,
      sort: undefined,
      empty: null,
      tags: ['x', 'y'],
    });
    expect(url).toBe('https://api.test/search?query=a+b&page=0&singlePage=false&tags=x%2Cy');
  });
});

describe('segment', () => {
  it('encodes separators and dot segments so a value cannot change the path', () => {
    expect(segment('a/b?c')).toBe('a%2Fb%3Fc');
    expect(segment('..')).toBe('%252E%252E');
    expect(new URL(`https://api.test/v2/articles/slug/${segment('..')}`).pathname).toBe(
      '/v2/articles/slug/%252E%252E',
    );
    expect(segment(42)).toBe('42');
  });
});
