import { eventDate, eventDatesOf, eventDaysLabel } from './event-dates';

const card = (customContent: unknown, customContentType = 'event-card') => ({
  contentType: 'CUSTOM',
  customContentType,
  customContent,
});

describe('eventDate', () => {
  it("reads the content's D/M/YYYY and ISO dates as calendar days", () => {
    expect(eventDate('4/7/2031')).toBe('2031-07-04');
    expect(eventDate(' 14/06/2031 ')).toBe('2031-06-14');
    expect(eventDate('2031-06-14T13:05:00.000Z')).toBe('2031-06-14');
  });

  it('refuses impossible dates, other formats and non-strings', () => {
    for (const value of ['31/2/2031', '7/13/2031', 'next Saturday', '2031/06/14', '', 20310614, null, {}]) {
      expect(eventDate(value)).toBeNull();
    }
  });
});

describe('eventDatesOf', () => {
  it("reads the first event card's date, and its end date for a meeting of several days", () => {
    const blocks = [
      { contentType: 'TEXT', content: 'x' },
      card({ date_string: '16/12/2026', endDate_string: '20/12/2026' }, 'eventCard'),
      card({ date_string: '1/1/2027' }),
    ];
    expect(eventDatesOf(blocks)).toEqual({ start: '2026-12-16', end: '2026-12-20' });
  });

  it('falls back to eventDate_string, and ignores an end on or before the start', () => {
    expect(eventDatesOf([card({ eventDate_string: '13/12/2026', endDate_string: '13/12/2026' })])).toEqual({
      start: '2026-12-13',
      end: null,
    });
    expect(eventDatesOf([card({ date_string: '13/12/2026', endDate_string: '1/12/2026' })])?.end).toBeNull();
  });

  it('is null for an article without a readable event date', () => {
    expect(eventDatesOf([])).toBeNull();
    expect(eventDatesOf('blocks')).toBeNull();
    expect(eventDatesOf([card({})])).toBeNull();
    expect(eventDatesOf([card({ date_string: 'TBC' })])).toBeNull();
    expect(eventDatesOf([card(['not', 'an', 'object'])])).toBeNull();
    expect(eventDatesOf([card({ date_string: '13/12/2026' }, 'ticket-card')])).toBeNull();
  });
});

describe('eventDaysLabel', () => {
  it('shows one day, or the days of a meeting, en-AU day and short month', () => {
    expect(eventDaysLabel({ start: '2026-12-13', end: null })).toBe('13 Dec');
    expect(eventDaysLabel({ start: '2026-12-16', end: '2026-12-20' })).toBe('16–20 Dec');
    expect(eventDaysLabel({ start: '2026-12-30', end: '2027-01-02' })).toBe(
      '30 Dec 2026\u2009–\u20092 Jan 2027',
    );
  });
});
