// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { TicketsBlock } from './tickets';
import { ticketsSchema } from './tickets-schema';
import { ticketsFixture } from './tickets.fixture';
import { sectionTitled } from '../shared/test-queries';

// The pack's tickets block on the tickets page.
const packBlock = {
  id: 'c425ee91-d227-4556-a29b-bc47b7742ca6',
  contentType: 'CUSTOM',
  customContentType: 'tickets',
  customContent: {
    title_string: 'Season ticket prices',
    description_string: 'Advance prices per adult.',
    rows_custom: [
      { enclosure_string: 'Queen Anne Enclosure', price_string: '£35–£48', note_string: 'Grandstand' },
      { enclosure_string: 'Village Enclosure', price_string: '£25–£38', note_string: 'Street food' },
      { enclosure_string: 'Windsor Enclosure', price_string: '£15–£22', note_string: 'Picnics welcome' },
      { enclosure_string: 'Royal Enclosure', price_string: 'By sponsorship', note_string: '' },
    ],
    button_content: { title: 'Group discounts', link: '/groups', openInNewTab: false },
    darklightTheme_custom: [{ darklightTheme_select: 'Dark' }],
  },
};

describe('ticketsSchema', () => {
  it('reads the pack block', () => {
    const props = ticketsSchema.parse(packBlock);
    expect(props.rows).toHaveLength(4);
    expect(props.rows[3]).toEqual({ name: 'Royal Enclosure', price: 'By sponsorship', note: undefined });
    expect(props.button).toEqual({ href: '/groups', label: 'Group discounts', newTab: false });
    expect(props.theme).toBe('dark');
  });

  it('keeps at most five rows and skips rows without a name', () => {
    const rows = [
      { price_string: '£1' },
      null,
      ...Array.from({ length: 7 }, (_, i) => ({ enclosure_string: `Row ${i + 1}`, price_string: '£5' })),
    ];
    const props = ticketsSchema.parse({ customContent: { rows_custom: rows } });
    expect(props.rows.map((row) => row.name)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5']);
  });

  it('rejects malformed raw data', () => {
    expect(ticketsSchema.safeParse({ customContent: { rows_custom: 'Queen Anne £35' } }).success).toBe(false);
    expect(ticketsSchema.safeParse({}).success).toBe(false);
  });
});

describe('TicketsBlock', () => {
  it('shows a price list named by its title, with notes and the button', () => {
    render(<TicketsBlock {...ticketsSchema.parse(packBlock)} />);
    expect(sectionTitled('Season ticket prices')).toHaveAttribute('data-theme', 'dark');
    const table = screen.getByRole('table', { name: 'Season ticket prices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Queen Anne EnclosureGrandstand');
    expect(within(rows[0]!).getByRole('cell')).toHaveTextContent('£35–£48');
    expect(within(rows[3]!).getByRole('cell')).toHaveTextContent('By sponsorship');
    expect(screen.getByRole('link', { name: 'Group discounts' })).toHaveAttribute('href', '/groups');
  });

  it('says a missing price is to be announced', () => {
    render(
      <TicketsBlock {...ticketsFixture({ rows: [{ name: 'Royal', price: undefined, note: undefined }] })} />,
    );
    expect(screen.getByRole('cell')).toHaveTextContent('To be announced');
  });

  it('renders nothing without rows', () => {
    const { container } = render(
      <TicketsBlock
        {...ticketsSchema.parse({ customContent: { title_string: 'Prices', rows_custom: [{}] } })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
