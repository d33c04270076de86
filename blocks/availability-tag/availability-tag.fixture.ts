import type { AvailabilityTagProps } from './availability-tag-schema';

export function availabilityTagFixture(overrides: Partial<AvailabilityTagProps> = {}): AvailabilityTagProps {
  return { availability: 'Sold Out', ...overrides };
}
