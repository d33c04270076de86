// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ImageBlock } from './image';
import { imageFixture } from './image.fixture';

describe('ImageBlock', () => {
  it('shows the image with its alt text and caption, linking where the content says', () => {
    render(<ImageBlock {...imageFixture()} />);
    const image = screen.getByRole('img', { name: 'The winning post' });
    expect(screen.getByRole('link')).toContainElement(image);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/racedays/summer-mile-saturday');
    expect(screen.getByText('The field crosses the line in the Summer Mile.').tagName).toBe('FIGCAPTION');
  });

  it('is not a link without one, and uses known dimensions', () => {
    render(
      <ImageBlock {...imageFixture({ href: undefined, caption: undefined, width: 800, height: 600 })} />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'The winning post' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
  });
});
