import { isWrittenAsContentDate, parseContentDate, parseContentTime, utcDay } from './content-date';

describe('parseContentDate', () => {
  it('reads D/M/YYYY as midnight UTC, with or without leading zeros', () => {
    expect(parseContentDate('4/7/2031')).toBe(Date.UTC(2031, 6, 4));
    expect(parseContentDate('04/07/2031')).toBe(Date.UTC(2031, 6, 4));
    expect(parseContentDate('31/12/2031')).toBe(Date.UTC(2031, 11, 31));
  });

  it('allows spaces around the date but not inside it', () => {
    expect(parseContentDate(' 14/06/2031 \n')).toBe(Date.UTC(2031, 5, 14));
    expect(parseContentDate('14 / 06 / 2031')).toBeUndefined();
  });

  it('accepts 29 February in a leap year only', () => {
    expect(parseContentDate('29/2/2028')).toBe(Date.UTC(2028, 1, 29));
    expect(parseContentDate('29/2/2000')).toBe(Date.UTC(2000, 1, 29));
    expect(parseContentDate('29/2/2027')).toBeUndefined();
    expect(parseContentDate('29/2/2100')).toBeUndefined();
  });

  it('rejects days that do not exist instead of rolling them into the next month', () => {
    for (const value of [
      '31/2/2031',
      '30/2/2031',
      '31/4/2031',
      '0/6/2031',
      '32/1/2031',
      '1/0/2031',
      '1/13/2031',
    ]) {
      expect(parseContentDate(value)).toBeUndefined();
    }
  });

  it('rejects other formats, junk and nothing', () => {
    for (const value of [
      '2031-06-14',
      '2031/06/14',
      '6/14/31',
      '001/6/2031',
      '1/6/20311',
      '1/6/2031 12:00',
      'next Saturday',
      '1/6/2031x',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(parseContentDate(value)).toBeUndefined();
    }
  });
});

describe('isWrittenAsContentDate', () => {
  it('tells a date-shaped text, even an impossible day, from other text', () => {
    expect(isWrittenAsContentDate(' 31/2/2031 ')).toBe(true);
    expect(isWrittenAsContentDate('4/7/2031')).toBe(true);
    expect(isWrittenAsContentDate('Saturday')).toBe(false);
  });
});

describe('utcDay', () => {
  it('gives midnight UTC of a real day and nothing for an impossible one', () => {
    expect(utcDay(2031, 6, 14)).toBe(Date.UTC(2031, 5, 14));
    expect(utcDay(2031, 2, 31)).toBeUndefined();
    // Date.UTC reads years 0-99 as 1900-1999; such a year does not come back unchanged.
    expect(utcDay(31, 6, 14)).toBeUndefined();
  });
});

describe('parseContentTime', () => {
  it('reads H:MM and HH:MM as ms after midnight', () => {
    expect(parseContentTime('9:05')).toBe((9 * 60 + 5) * 60_000);
    expect(parseContentTime(' 13:30 ')).toBe((13 * 60 + 30) * 60_000);
    expect(parseContentTime('00:00')).toBe(0);
    expect(parseContentTime('23:59')).toBe((23 * 60 + 59) * 60_000);
  });

  it('rejects out-of-range times, other formats and nothing', () => {
    for (const value of ['24:00', '12:60', '9:5', '123:00', '12.30', '12:30pm', '', null, undefined]) {
      expect(parseContentTime(value)).toBeUndefined();
    }
  });
});
