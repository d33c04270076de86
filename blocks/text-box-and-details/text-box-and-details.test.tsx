// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { TextBoxAndDetailsBlock } from './text-box-and-details';
import { textBoxAndDetailsFixture } from './text-box-and-details.fixture';

describe('TextBoxAndDetailsBlock', () => {
  it('shows the title, text, each detail as a term and its value, and the button', () => {
    render(<TextBoxAndDetailsBlock {...textBoxAndDetailsFixture()} />);
    expect(screen.getByRole('heading', { name: 'Raceday timings' })).toBeInTheDocument();
    expect(screen.getByText('Arrive early to walk the course.')).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Gates', 'First race']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['11:00', '13:30']);
    expect(screen.getByRole('link', { name: 'Plan your visit' })).toHaveAttribute('href', '/plan-visit');
  });

  it('leaves out the detail list and button when there are none', () => {
    render(<TextBoxAndDetailsBlock {...textBoxAndDetailsFixture({ details: [], button: undefined })} />);
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
