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
