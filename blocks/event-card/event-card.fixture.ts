import type { EventCardProps } from './event-card-schema';

export function eventCardFixture(overrides: Partial<EventCardProps> = {}): EventCardProps {
  return {
    title: 'Friday Evening Racing with Live Music',
    date: '20 Jun',
    time: 'Gates 16:30',
    description: 'Six races and a live set.',
    price: 'From £32 per adult',
    image: { src: 'https://img.test/evening.jpg', alt: 'Evening racing' },
    sponsorLogo: { src: 'https://img.test/sponsor.png', alt: 'Marlow Timepieces' },
    availability: 'Low Availability',
    buyTickets: { href: '/tickets', label: 'Buy Tickets', newTab: false },
    findOutMore: { href: '/racedays/friday-evening', label: 'Find out more', newTab: false },
    secondary: { href: '/hospitality', label: 'Hospitality', newTab: false },
    royal: false,
    ...overrides,
  };
}
