import type { TitleAndTextProps } from './title-and-text-schema';

export function titleAndTextFixture(overrides: Partial<TitleAndTextProps> = {}): TitleAndTextProps {
  return {
    title: 'A day at Kingsmere',
    html: '<p>Six races, a parade ring and the best lawn in the county.</p>',
    align: 'centre',
    theme: 'light',
    royal: false,
    ...overrides,
  };
}
