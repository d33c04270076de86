import { cardMeta } from './card-meta';

describe('cardMeta', () => {
  it('formats the date en-AU, day and short month (spec §9), with the read time', () => {
    expect(cardMeta('2026-11-05T10:00:00Z', 4)).toEqual({
      date: '5 Nov',
      dateTime: '2026-11-05T10:00:00Z',
      readTime: '4 min read',
    });
  });

  it('leaves out what the article lacks or has wrong', () => {
    expect(cardMeta(null, null)).toEqual({ date: '', dateTime: null, readTime: null });
    expect(cardMeta('not a date', 0)).toEqual({ date: '', dateTime: null, readTime: null });
    expect(cardMeta(null, Number.NaN).readTime).toBeNull();
    expect(cardMeta(null, 2.6).readTime).toBe('3 min read');
  });
});
