// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Spinner, VIDEO_SPINNER_SIZE } from './spinner';

describe('Spinner', () => {
  it('announces what is loading and is 60 px unless sized', () => {
    const { container, rerender } = render(<Spinner label="Loading the video" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the video');
    expect(container.querySelector('svg')).toHaveAttribute('width', '60');
    rerender(<Spinner size={VIDEO_SPINNER_SIZE} />);
    expect(container.querySelector('svg')).toHaveAttribute('height', '100');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
