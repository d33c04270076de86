import type { FaqCardsProps } from './faq-cards-schema';

export function faqCardsFixture(overrides: Partial<FaqCardsProps> = {}): FaqCardsProps {
  return { title: 'Ticket questions', sourceSystemId: 'feed-faqs', ...overrides };
}
