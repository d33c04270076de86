import type { PackageCardProps } from './package-card-schema';

export function packageCardFixture(overrides: Partial<PackageCardProps> = {}): PackageCardProps {
  return {
    title: 'Seafood Terrace package',
    description: 'Lunch on the terrace above the final furlong.',
    image: { src: 'https://img.test/seafood.jpg', alt: 'Seafood platter' },
    graphic: { src: 'https://img.test/badge.jpg', alt: 'Queen Anne badge' },
    prePrice: 'From',
    price: '£150',
    postPrice: 'per person',
    benefits: ['Queen Anne admission', 'Three-course lunch'],
    buyNow: { href: '/packages', label: 'Buy now', newTab: false },
    learnMore: { href: 'https://www.example.com', label: 'Learn more', newTab: true },
    ...overrides,
  };
}
