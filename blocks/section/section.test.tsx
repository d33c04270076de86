// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { SectionBlock } from './section';
import { sectionFixture } from './section.fixture';
import { sectionTitled } from '../shared/test-queries';

describe('SectionBlock', () => {
  it('is a titled region an anchor can reach, holding its own blocks', () => {
    render(<SectionBlock {...sectionFixture()} />);
    const region = sectionTitled('The Enclosures');
    expect(region).toHaveAttribute('id', 'enclosures');
    expect(within(region).getByText('Four ways to spend the day.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See enclosures' })).toHaveAttribute(
      'href',
      '/enclosures',
    );
  });

  it('shows its image with alt text', () => {
    render(
      <SectionBlock
        {...sectionFixture({
          image: { src: 'http://localhost/images/lawn.jpg', alt: 'The lawn' },
          blocks: [],
        })}
      />,
    );
    expect(screen.getByRole('img', { name: 'The lawn' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
