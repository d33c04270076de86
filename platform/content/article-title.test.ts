import { articleTitle, readableSlug } from './article-title';

describe('articleTitle', () => {
  it('is the hero title when there is one', () => {
    expect(articleTitle('Summer Raceday', 'Other', 'summer-raceday')).toBe('Summer Raceday');
  });

  it("falls back to the article's title field, then to its slug made readable", () => {
    expect(articleTitle(undefined, ' Gates open\n early ', 'gates')).toBe('Gates open early');
    expect(articleTitle('   ', 42, 'royal-kingsmere-week_day-one')).toBe('Royal kingsmere week day one');
    expect(articleTitle(null, '', 'gates')).toBe('Gates');
  });

  it('is empty only when the slug has nothing readable', () => {
    expect(articleTitle('', null, '--_')).toBe('');
    expect(articleTitle('\u0000', '\u0007', '\u0000')).toBe('');
  });
});

describe('readableSlug', () => {
  it('turns dashes and underscores into spaces and capitalises the first letter', () => {
    expect(readableSlug('-what-to-wear-')).toBe('What to wear');
  });
});
