import { resolveRelativeDate, resolveRelativeDates, type RelativeDateProblem } from './relative-dates';

const now = new Date('2026-03-09T08:05:00.000Z');

describe('relative dates', () => {
  it.each([
    ['@now', '2026-03-09T08:05:00.000Z'],
    ['@now+3d', '2026-03-12T08:05:00.000Z'],
    ['@now-2h', '2026-03-09T06:05:00.000Z'],
    ['@now+30m', '2026-03-09T08:35:00.000Z'],
    ['@now+1w', '2026-03-16T08:05:00.000Z'],
    ['@now-90s', '2026-03-09T08:03:30.000Z'],
    ['@date+20d', '29/3/2026'],
    ['@date', '9/3/2026'],
    ['@time+2h', '10:05'],
    ['@time-9h', '23:05'],
  ])('%s resolves to %s', (input, output) => {
    expect(resolveRelativeDate(input, now)).toBe(output);
  });

  // 9 March 2026 is a Monday.
  it.each([
    ['@date+10d:sat', '21/3/2026'],
    ['@date+12d:sat', '21/3/2026'],
    ['@now+1d:wed', '2026-03-11T08:05:00.000Z'],
    ['@date:mon', '9/3/2026'],
    ['@date-2d:sat', '7/3/2026'],
    ['@date-1d:sat', '7/3/2026'],
    ['@date-3d:sat', '28/2/2026'],
  ])('%s moves away from now to the weekday: %s', (input, output) => {
    expect(resolveRelativeDate(input, now)).toBe(output);
  });

  it('keeps the days of a meeting consecutive whatever the weekday of the clock', () => {
    const meeting = ['@date+20d:tue', '@date+21d:wed', '@date+22d:thu', '@date+23d:fri', '@date+24d:sat'];
    for (let day = 0; day < 7; day++) {
      const clock = new Date(now.getTime() + day * 86_400_000);
      const dates = meeting.map((form) => {
        const [d, m, y] = resolveRelativeDate(form, clock).split('/').map(Number);
        return Date.UTC(y!, m! - 1, d!);
      });
      expect(dates.map((date) => new Date(date).getUTCDay())).toEqual([2, 3, 4, 5, 6]);
      expect(dates.slice(1).map((date, index) => date - dates[index]!)).toEqual(Array(4).fill(86_400_000));
      expect(dates[0]! - clock.getTime()).toBeGreaterThan(19 * 86_400_000);
    }
  });

  it('refuses a weekday on a time of day', () => {
    expect(() => resolveRelativeDate('@time+2h:sat', now)).toThrow('a time of day has no weekday');
  });

  it('leaves other strings alone, including other @ words', () => {
    expect(resolveRelativeDate('@furlong', now)).toBe('@furlong');
    expect(resolveRelativeDate('@nowhere', now)).toBe('@nowhere');
    expect(resolveRelativeDate('meet @now', now)).toBe('meet @now');
  });

  it('walks nested values and reports strings that look relative but are not', () => {
    const problems: RelativeDateProblem[] = [];
    const resolved = resolveRelativeDates(
      { a: [{ when: '@now+1d' }, '@now+1y'], n: 3, b: null },
      now,
      problems,
    );
    expect(resolved).toEqual({ a: [{ when: '2026-03-10T08:05:00.000Z' }, '@now+1y'], n: 3, b: null });
    expect(problems).toEqual([
      { path: ['a', 1], message: expect.stringContaining('unrecognised relative date "@now+1y"') },
    ]);
  });
});
