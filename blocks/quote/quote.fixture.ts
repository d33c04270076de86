import type { QuoteProps } from './quote-schema';

export function quoteFixture(overrides: Partial<QuoteProps> = {}): QuoteProps {
  return {
    quote: 'The ground rides fast and fair; she will love it.',
    author: 'Tom Ashdown, trainer',
    ...overrides,
  };
}
