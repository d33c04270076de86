import { venueFactsOf } from './venue-facts';

const details = (rows: [string, string][], button: unknown = { title: 'Book a table', link: '/book' }) => ({
  contentType: 'CUSTOM',
  customContentType: 'text-box-and-details',
  customContent: {
    title_string: 'Good to know',
    details_custom: rows.map(([label, value]) => ({ label_string: label, value_string: value })),
    button_content: button,
  },
});

describe('venueFactsOf', () => {
  it("reads the cuisine, enclosure, price and booking link from the page's details box", () => {
    expect(
      venueFactsOf([
        { contentType: 'CUSTOM', customContentType: 'feature-block', customContent: {} },
        details([
          ['Cuisine', 'Seafood and Champagne'],
          ['price', ' From £65 per person '],
          ['Enclosure', 'Village Enclosure'],
          ['Capacity', '120 guests'],
        ]),
      ]),
    ).toEqual({
      style: 'Seafood and Champagne',
      where: 'Village Enclosure',
      price: 'From £65 per person',
      book: { label: 'Book a table', href: '/book' },
    });
  });

  it('is null for a page whose details give no price, as a bar, or that has none', () => {
    expect(venueFactsOf([details([['Capacity', '200 guests']])])).toBeNull();
    expect(venueFactsOf([])).toBeNull();
    expect(venueFactsOf('not blocks')).toBeNull();
    expect(venueFactsOf([null, 3, { customContentType: 'text-box-and-details' }])).toBeNull();
  });

  it('gives no booking link for a button that would run code or has no label', () => {
    expect(
      venueFactsOf([details([['Price', 'Set menu £95']], { title: 'Book', link: 'javascript:alert(1)' })])
        ?.book,
    ).toBeNull();
    expect(venueFactsOf([details([['Price', 'Set menu £95']], { link: '/book' })])?.book).toBeNull();
    expect(venueFactsOf([details([['Price', 'Set menu £95']], null)])).toMatchObject({
      price: 'Set menu £95',
      style: null,
      where: null,
      book: null,
    });
  });
});
