import type { TextProps } from './text-schema';

export function textFixture(overrides: Partial<TextProps> = {}): TextProps {
  return {
    content: 'Gates open at **11:00**. See the [racecard](https://racing.example.com/card).',
    isHtml: false,
    theme: 'light',
    ...overrides,
  };
}
