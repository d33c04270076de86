import type { VersatileBlockProps } from './versatile-block-schema';
import type { VersatileBlockWrapperProps } from './versatile-block-wrapper-schema';

export function versatileBlockFixture(overrides: Partial<VersatileBlockProps> = {}): VersatileBlockProps {
  return {
    title: 'Family Funday Raceday',
    subtitle: 'The next raceday starts in',
    description: 'Seven races, a funfair on the Village lawn and free entry for under-18s.',
    countdownTarget: Date.UTC(2026, 5, 16, 13, 30),
    backgroundImage: {
      src: 'http://localhost/images/hero-gallop-sunset.jpg',
      alt: 'Horses galloping at sunset',
    },
    logos: [{ src: 'http://localhost/images/logo-kingsmere-park.png', alt: 'Kingsmere Park' }],
    primaryButton: { href: '/tickets', label: 'Buy tickets', newTab: false },
    secondaryButton: { href: '/horse-races-and-events', label: 'What’s on', newTab: false },
    theme: 'dark',
    royal: false,
    ...overrides,
  };
}

export function versatileBlockWrapperFixture(
  overrides: Partial<VersatileBlockWrapperProps> = {},
): VersatileBlockWrapperProps {
  return {
    title: 'Coming up',
    blocks: [
      {
        key: 'light',
        props: versatileBlockFixture({
          title: 'Light versatile block',
          countdownTarget: undefined,
          theme: 'light',
        }),
      },
      { key: 'royal', props: versatileBlockFixture({ title: 'Royal versatile block', royal: true }) },
    ],
    ...overrides,
  };
}
