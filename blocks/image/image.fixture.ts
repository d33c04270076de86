import type { ImageBlockProps } from './image-schema';

export function imageFixture(overrides: Partial<ImageBlockProps> = {}): ImageBlockProps {
  return {
    src: 'http://localhost:4015/images/hero-finish-line.jpg',
    alt: 'The winning post',
    caption: 'The field crosses the line in the Summer Mile.',
    title: 'The Summer Mile',
    href: '/racedays/summer-mile-saturday',
    width: undefined,
    height: undefined,
    ...overrides,
  };
}
