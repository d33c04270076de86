import { formatDate, formatPrice, priceLabel } from './format';

describe('formatDate (en-AU, day and short month)', () => {
  it('formats an ISO date as day and short month', () => {
    expect(formatDate('2025-03-17T13:30:00Z')).toBe('17 Mar');
  });

  it("keeps en-AU's own short months, which spell June, July and Sept that way", () => {
    expect(formatDate('2025-06-17T12:00:00Z')).toBe('17 June');
    expect(formatDate('2025-09-02T12:00:00Z')).toBe('2 Sept');
  });

  it("uses the venue's time zone, so a late-evening UTC time is the next day in summer", () => {
    expect(formatDate('2025-08-17T23:30:00Z')).toBe('18 Aug');
  });

  it('formats in whichever time zone it is given, one after another', () => {
    expect(formatDate('2025-08-17T23:30:00Z', 'UTC')).toBe('17 Aug');
    expect(formatDate('2025-08-17T23:30:00Z')).toBe('18 Aug');
    expect(formatDate('2025-08-17T23:30:00Z', 'UTC')).toBe('17 Aug');
  });

  it('accepts epoch milliseconds and Date objects', () => {
    expect(formatDate(Date.UTC(2025, 0, 5, 12))).toBe('5 Jan');
    expect(formatDate(new Date(Date.UTC(2025, 11, 25, 12)))).toBe('25 Dec');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatPrice (£ prefix, with From)', () => {
  it('prefixes £ and From', () => {
    expect(formatPrice(25)).toBe('From £25');
    expect(formatPrice('49')).toBe('From £49');
  });

  it('shows pence for fractional amounts', () => {
    expect(formatPrice(12.5)).toBe('From £12.50');
  });

  it('does not double an existing £', () => {
    expect(formatPrice('£30')).toBe('From £30');
  });

  it('can leave out From', () => {
    expect(formatPrice(25, { from: false })).toBe('£25');
  });

  it('reads a price of nothing as Free, never £0', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice('£0.00', { from: false })).toBe('Free');
    expect(formatPrice('0.50')).toBe('From £0.50');
  });

  it('gives an empty string without a price', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice('  ')).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('priceLabel', () => {
  it('formats an amount as a price', () => {
    expect(priceLabel('89')).toBe('From £89');
    expect(priceLabel(' £1,250 ', { from: false })).toBe('£1,250');
  });

  it('shows words as the editor wrote them, never after a £', () => {
    expect(priceLabel('By sponsorship only')).toBe('By sponsorship only');
    expect(priceLabel('TBC ')).toBe('TBC');
  });
});
