import { clampPage, MAX_PAGE, pageHref, parsePage } from './page-param';

describe('parsePage: ?page= as a 1-based page number', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['007', 7],
  ])('reads %j as page %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });

  it.each(['-1', 'abc', '1e9', '2.5', '0x10', '+2', 'NaN', 'Infinity', '1,000', '１２'])(
    'treats the hostile value %j as page 1',
    (value) => {
      expect(parsePage(value)).toBe(1);
    },
  );

  it('reads 0 as page 1 (pages count from 1)', () => {
    expect(parsePage('0')).toBe(1);
  });

  it('holds huge numbers at the maximum', () => {
    expect(parsePage('999999999999999999999999')).toBe(MAX_PAGE);
    expect(parsePage('50', 20)).toBe(20);
  });

  it('uses the first value of a repeated parameter', () => {
    expect(parsePage(['3', '9'])).toBe(3);
    expect(parsePage(['abc', '9'])).toBe(1);
    expect(parsePage([])).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps a page within 1..last', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(2, 4)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY, 4)).toBe(4);
  });
});

describe('pageHref', () => {
  it('leaves ?page= off page 1 so each page has one address', () => {
    expect(pageHref('/restaurants', 1)).toBe('/restaurants');
    expect(pageHref('/restaurants', 2)).toBe('/restaurants?page=2');
  });

  it('keeps other parameters, encoded, and adds a fragment', () => {
    expect(pageHref('/search-results', 3, { query: 'gold & "cup"' })).toBe(
      '/search-results?query=gold+%26+%22cup%22&page=3',
    );
    expect(pageHref('/news/racing', 2, {}, 'news-page-2')).toBe('/news/racing?page=2#news-page-2');
    expect(pageHref('/search-results', 1, { query: '' })).toBe('/search-results');
  });
});
