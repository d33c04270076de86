import { freeTextQuery, MAX_QUERY_LENGTH, MAX_QUERY_WORDS, normaliseQuery } from './search-query';

describe('normaliseQuery', () => {
  it('trims and collapses space', () => {
    expect(normaliseQuery('  gold   cup \n ')).toBe('gold cup');
    expect(normaliseQuery(undefined)).toBe('');
    expect(normaliseQuery('   ')).toBe('');
  });

  it('uses the first value of a repeated parameter', () => {
    expect(normaliseQuery(['royal', 'gold'])).toBe('royal');
    expect(normaliseQuery([])).toBe('');
  });

  it('drops control and invisible format characters', () => {
    expect(normaliseQuery('gold\u0000cup\u200b\u202e')).toBe('gold cup');
  });

  it(`cuts a long query to ${MAX_QUERY_LENGTH} characters without splitting a character`, () => {
    expect(normaliseQuery('a'.repeat(2000))).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = normaliseQuery('🏇'.repeat(150));
    expect(Array.from(emoji)).toHaveLength(MAX_QUERY_LENGTH);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('freeTextQuery', () => {
  it('quotes every word and requires them all', () => {
    expect(freeTextQuery('gold cup')).toBe('"gold" AND "cup"');
  });

  it('keeps hostile text inside quotes, so it adds no clause', () => {
    expect(freeTextQuery('") OR (x')).toBe('"\\")" AND "OR" AND "(x"');
    expect(freeTextQuery('a\\ *:* NOT')).toBe('"a\\\\" AND "*:*" AND "NOT"');
  });

  it('leaves out the excluded categories', () => {
    expect(freeTextQuery('gold', ['cat-utility'])).toBe('("gold") AND NOT categories.id:("cat-utility")');
  });

  it(`sends at most ${MAX_QUERY_WORDS} distinct words`, () => {
    const query = freeTextQuery('a b c d e f g h i j a');
    expect(query?.split(' AND ')).toHaveLength(MAX_QUERY_WORDS);
    expect(freeTextQuery('gold gold')).toBe('"gold"');
  });

  it('is null without words', () => {
    expect(freeTextQuery('')).toBeNull();
  });
});
