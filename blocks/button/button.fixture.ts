import type { ButtonProps } from './button-schema';

export function buttonFixture(overrides: Partial<ButtonProps['link']> = {}): ButtonProps {
  return { link: { href: '/tickets', label: 'Buy tickets', newTab: false, ...overrides } };
}
