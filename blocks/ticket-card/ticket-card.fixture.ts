import type { TicketCardProps } from './ticket-card-schema';

export function ticketCardFixture(overrides: Partial<TicketCardProps> = {}): TicketCardProps {
  return {
    title: 'Village Enclosure',
    date: '20 Jun',
    description: 'Picnics welcome on the lawns.',
    price: 'From £25',
    image: { src: 'https://img.test/village.jpg', alt: 'Village' },
    availability: undefined,
    buyTickets: { href: '/tickets', label: 'Buy Tickets', newTab: false },
    enclosure: 'village-enclosure',
    viewEnclosureHref: '/enclosure/village-enclosure',
    royal: false,
    ...overrides,
  };
}
