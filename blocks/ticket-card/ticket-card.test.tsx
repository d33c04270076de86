// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { TicketCardBlock } from './ticket-card';
import { ticketCardSchema } from './ticket-card-schema';
import { ticketCardFixture } from './ticket-card.fixture';

const raw = (custom: Record<string, unknown>) => ({
  customContent: {
    title_string: 'Windsor Enclosure',
    price_string: '40',
    viewEnclosure_select: 'windsor-enclosure',
    buyTicketsButton_content: { link: '/tickets', title: 'Buy Tickets' },
    ...custom,
  },
});

describe('TicketCardBlock', () => {
  it('shows the price, title, description and buttons', () => {
    render(<TicketCardBlock {...ticketCardFixture()} />);
    expect(screen.getByText('From £25')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Village Enclosure' })).toBeInTheDocument();
    expect(screen.getByText('Picnics welcome on the lawns.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute('href', '/tickets');
    expect(screen.getByRole('link', { name: 'View Enclosure' })).toHaveAttribute(
      'href',
      '/enclosure/village-enclosure',
    );
  });

  it('links View Enclosure under the royal product when royal', () => {
    const props = ticketCardSchema.parse(raw({ royalkingsmereTheme_select: 'Yes' }));
    render(<TicketCardBlock {...props} />);
    expect(screen.getByRole('link', { name: 'View Enclosure' })).toHaveAttribute(
      'href',
      '/royal-kingsmere/windsor-enclosure',
    );
  });

  it('links View Enclosure to /enclosure/ otherwise', () => {
    const props = ticketCardSchema.parse(raw({ royalkingsmereTheme_select: 'No' }));
    expect(props.viewEnclosureHref).toBe('/enclosure/windsor-enclosure');
    expect(props.price).toBe('From £40');
  });

  it('disables buy tickets and shows the tag when Sold Out', () => {
    const props = ticketCardSchema.parse(
      raw({ availabilityTag_custom: [{ availabilityTag_select: 'Sold Out' }] }),
    );
    render(<TicketCardBlock {...props} />);
    expect(screen.getByText('Sold Out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buy Tickets/ })).toBeDisabled();
  });

  it('shows a price in words as written, with the button the content gives', () => {
    const props = ticketCardSchema.parse(
      raw({
        price_string: 'By sponsorship only',
        buyTicketsButton_content: { link: '/royal-kingsmere/royal-enclosure-applications', title: 'Enquire' },
      }),
    );
    expect(props.price).toBe('By sponsorship only');
    render(<TicketCardBlock {...props} />);
    expect(screen.getByText('By sponsorship only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Enquire/ })).toHaveAttribute(
      'href',
      '/royal-kingsmere/royal-enclosure-applications',
    );
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();
  });
});
