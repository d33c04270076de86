import type { HeadshotBannerProps } from './headshot-banner-schema';

export function headshotBannerFixture(overrides: Partial<HeadshotBannerProps> = {}): HeadshotBannerProps {
  return {
    portrait: { src: 'https://img.test/memorial-portrait.jpg', alt: 'Sir Edmund Hale' },
    text: 'We dedicate the Paddock Pavilion to his memory.',
    signature: { src: 'https://img.test/memorial-signature.png', alt: 'Signature of Sir Edmund Hale' },
    name: 'Sir Edmund Hale',
    role: 'Chairman of Kingsmere Park, 1978–2019',
    link: { href: '/', label: 'Enter Kingsmere Park', newTab: false },
    ...overrides,
  };
}
