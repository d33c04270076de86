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

  it("offers a link to a file as a download button under the picture, named by the picture's title", () => {
    render(
      <ImageBlock
        {...imageFixture({
          title: 'Course map',
          caption: 'Download the map before you travel.',
          href: 'http://localhost:4015/images/hero-course-map.jpg',
        })}
      />,
    );
    const link = screen.getByRole('link', { name: 'Download the course map (JPG)' });
    expect(link).toHaveAttribute('href', 'http://localhost:4015/images/hero-course-map.jpg');
    expect(link).toHaveAttribute('download');
    expect(link).not.toContainElement(screen.getByRole('img', { name: 'The winning post' }));
    expect(screen.getByText('Download the map before you travel.')).toBeVisible();
  });
});
