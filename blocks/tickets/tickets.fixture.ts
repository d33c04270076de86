import type { TicketsProps } from './tickets-schema';

export function ticketsFixture(overrides: Partial<TicketsProps> = {}): TicketsProps {
  return {
    title: 'Season ticket prices',
    description: 'Advance prices per adult.',
    rows: [
      { name: 'Queen Anne Enclosure', price: '£35–£48', note: 'Grandstand, Parade Ring and winning post' },
      { name: 'Village Enclosure', price: '£25–£38', note: undefined },
    ],
    button: { href: '/groups', label: 'Group discounts', newTab: false },
    theme: 'light',
    royal: false,
    ...overrides,
  };
}
