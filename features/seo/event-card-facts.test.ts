import { eventCardFacts, priceAmount } from './event-card-facts';

describe('priceAmount', () => {
  it('reads the number-only price, tolerating a pound sign and thousands comma', () => {
    expect(priceAmount('32')).toBe('32');
    expect(priceAmount('£1,250.50')).toBe('1250.50');
    expect(priceAmount(45)).toBe('45');
  });

  it('refuses prices that are not an amount', () => {
    for (const value of ['TBC', '32-45', '', '-5', Number.NaN, -1, null, ['32']]) {
      expect(priceAmount(value)).toBeNull();
    }
  });
});

describe('eventCardFacts', () => {
  const card = (customContent: unknown, customContentType = 'event-card') => ({
    contentType: 'CUSTOM',
    customContentType,
    customContent,
  });

  it('reads the first event card', () => {
    const facts = eventCardFacts([
      { contentType: 'TEXT', content: 'x' },
      card({
        date_string: '11/7/2031',
        price_string: '42',
        title_string: 'Summer Mile Saturday',
        description_string: 'The Group 2 Summer Mile.',
        racedayImage_content: { image: 'https://img.test/card.jpg' },
        buyTicketsButton_content: { link: '/tickets' },
        availabilityTag_custom: [{ availabilityTag_select: 'Low Availability' }],
      }),
      card({ date_string: '1/1/2040' }),
    ]);
    expect(facts).toEqual({
      startDate: '2031-07-11',
      endDate: null,
      price: '42',
      availability: 'LimitedAvailability',
      title: 'Summer Mile Saturday',
      description: 'The Group 2 Summer Mile.',
      image: 'https://img.test/card.jpg',
      ticketsLink: '/tickets',
    });
  });

  it('knows the card by any spelling of its type, and reads a separate availability tag block', () => {
    const facts = eventCardFacts([
      card({ date_string: '11/7/2031' }, 'eventCard'),
      card([{ availabilityTag_select: ' sold  out ' }], 'availability-tag'),
    ]);
    expect(facts).toMatchObject({ startDate: '2031-07-11', availability: 'SoldOut' });
  });

  it('gives null without a card, and empty facts for a card of the wrong shape', () => {
    expect(eventCardFacts([])).toBeNull();
    expect(eventCardFacts('blocks')).toBeNull();
    expect(eventCardFacts([null, 7, card({}, 'ticket-card')])).toBeNull();
    expect(eventCardFacts([card(['not', 'an', 'object'])])).toEqual({
      startDate: null,
      endDate: null,
      price: null,
      availability: null,
      title: null,
      description: null,
      image: null,
      ticketsLink: null,
    });
    expect(
      eventCardFacts([
        card({ availabilityTag_custom: 'Sold Out', racedayImage_content: 'x.jpg', price_string: {} }),
      ]),
    ).toMatchObject({ availability: null, image: null, price: null });
  });
});
