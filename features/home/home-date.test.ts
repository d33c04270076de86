import { racedayDateLine } from './home-date';

describe('racedayDateLine', () => {
  it('gives the weekday, date and time of the target, in UTC as the editor set it', () => {
    expect(racedayDateLine(Date.UTC(2026, 10, 29, 13, 30))).toBe('Sunday 29 November · 13:30');
    expect(racedayDateLine(Date.UTC(2026, 5, 16, 9, 5))).toBe('Tuesday 16 June · 09:05');
  });
});
