import { contentDateLabel } from './content-date-label';

describe('contentDateLabel', () => {
  it('shows a content date as day and short month, in UTC', () => {
    expect(contentDateLabel('4/3/2031')).toBe('4 Mar');
    expect(contentDateLabel(' 29/02/2028 ')).toBe('29 Feb');
  });

  it('gives no date for a day that does not exist rather than rolling into March', () => {
    expect(contentDateLabel('31/2/2031')).toBeUndefined();
    expect(contentDateLabel('29/2/2027')).toBeUndefined();
  });

  it('shows other text as the editor wrote it, and nothing for nothing', () => {
    expect(contentDateLabel('Date to be confirmed')).toBe('Date to be confirmed');
    expect(contentDateLabel('')).toBeUndefined();
    expect(contentDateLabel(undefined)).toBeUndefined();
  });
});
