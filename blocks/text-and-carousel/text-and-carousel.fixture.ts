import type { TextAndCarouselProps } from './text-and-carousel-schema';

export function textAndCarouselFixture(overrides: Partial<TextAndCarouselProps> = {}): TextAndCarouselProps {
  return {
    title: 'Inside the enclosure',
    html: '<p>The Queen Anne Enclosure gives you the whole Grandstand.</p>',
    images: [
      {
        src: 'http://localhost/images/hero-grandstand-day.jpg',
        alt: 'The Grandstand',
        caption: 'The view from the lawn',
      },
      {
        src: 'http://localhost/images/hero-enclosure-lawn.jpg',
        alt: 'The lawn',
        caption: 'Lawns and parasols',
      },
      { src: 'http://localhost/images/card-champagne.jpg', alt: 'A bar', caption: undefined },
    ],
    button: { href: '/what-to-wear/queen-anne-enclosure-dress-code', label: 'What to wear', newTab: false },
    imagePosition: 'right',
    theme: 'light',
    royal: false,
    ...overrides,
  };
}
