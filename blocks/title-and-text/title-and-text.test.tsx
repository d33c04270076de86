// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { TitleAndTextBlock } from './title-and-text';
import { titleAndTextFixture } from './title-and-text.fixture';

describe('TitleAndTextBlock', () => {
  it('shows the title as a section heading and the HTML text, from the left edge even when asked to centre', () => {
    render(<TitleAndTextBlock {...titleAndTextFixture()} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'A day at Kingsmere' });
    expect(screen.getByText('Six races, a parade ring and the best lawn in the county.')).toBeInTheDocument();
    expect(heading).toHaveClass('heading-section');
    expect(heading.parentElement).not.toHaveClass('text-center');
  });

  it('wears the dark royal theme when the content says so', () => {
    render(<TitleAndTextBlock {...titleAndTextFixture({ theme: 'dark', royal: true, align: 'left' })} />);
    const section = screen.getByRole('heading', { name: 'A day at Kingsmere' }).closest('section');
    expect(section).toHaveAttribute('data-theme', 'dark');
    expect(section).toHaveAttribute('data-royal', 'true');
  });
});
