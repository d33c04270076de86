import { cardMeta, type CardMetaSource } from './card-meta';

const news = (overrides: Partial<CardMetaSource> = {}): CardMetaSource => ({
  kind: 'news',
  event: null,
  publishDate: '2026-11-05T10:00:00Z',
  readTimeMinutes: 4,
  ...overrides,
});

describe('cardMeta', () => {
  it('gives news its publish date, en-AU day and short month, and its read time', () => {
    expect(cardMeta(news())).toEqual({
      date: '5 Nov',
      dateTime: '2026-11-05T10:00:00Z',
      readTime: '4 min read',
    });
  });

  it('gives an event the day it runs, never its publish date or a read time', () => {
    const event = news({ kind: 'event', event: { start: '2026-12-13', end: null } });
    expect(cardMeta(event)).toEqual({ date: '13 Dec', dateTime: '2026-12-13', readTime: null });
  });

  it('gives a meeting of several days its range', () => {
    const meeting = news({ kind: 'event', event: { start: '2026-12-16', end: '2026-12-20' } });
    expect(cardMeta(meeting).date).toBe('16–20 Dec');
    const overMonths = news({ kind: 'event', event: { start: '2027-04-29', end: '2027-05-01' } });
    expect(cardMeta(overMonths).date).toBe('29 Apr\u2009–\u20091 May');
  });

  it('gives a video its date but no read time', () => {
    expect(cardMeta(news({ kind: 'video', readTimeMinutes: 1 }))).toEqual({
      date: '5 Nov',
      dateTime: '2026-11-05T10:00:00Z',
      readTime: null,
    });
  });

  it('gives an evergreen page (a restaurant, an FAQ, a partner, a form) no date line', () => {
    expect(cardMeta(news({ kind: 'page' }))).toEqual({ date: '', dateTime: null, readTime: null });
  });

  it('leaves out what a news article lacks or has wrong', () => {
    expect(cardMeta(news({ publishDate: null, readTimeMinutes: null }))).toEqual({
      date: '',
      dateTime: null,
      readTime: null,
    });
    expect(cardMeta(news({ publishDate: 'not a date', readTimeMinutes: 0 }))).toEqual({
      date: '',
      dateTime: null,
      readTime: null,
    });
    expect(cardMeta(news({ readTimeMinutes: Number.NaN })).readTime).toBeNull();
    expect(cardMeta(news({ readTimeMinutes: 2.6 })).readTime).toBe('3 min read');
  });
});
