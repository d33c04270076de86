import type { AdvertProps } from './advert-schema';

export function advertFixture(overrides: Partial<AdvertProps> = {}): AdvertProps {
  return {
    onWeb: true,
    networkCode: '21809957681',
    adUnit: 'kingsmere_web_leaderboard',
    size: { mobile: { width: 320, height: 50 }, desktop: { width: 728, height: 90 } },
    ...overrides,
  };
}
