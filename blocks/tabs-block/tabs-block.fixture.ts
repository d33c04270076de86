import type { TabsBlockProps } from './tabs-block-schema';

export function tabsBlockFixture(overrides: Partial<TabsBlockProps> = {}): TabsBlockProps {
  return {
    title: 'Upcoming racedays',
    tabs: [
      { title: 'Family Funday', date: '25 June', sourceSystemId: 'feed-tickets-family-funday' },
      { title: 'Friday Evening Racing', date: '28 June', sourceSystemId: 'feed-tickets-friday-evening' },
    ],
    theme: 'light',
    royal: false,
    ...overrides,
  };
}
