// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { UsefulLinksBlock } from './useful-links';
import { usefulLinksFixture } from './useful-links.fixture';

describe('UsefulLinksBlock', () => {
  it('lists each link with its description, outside links in a new tab', () => {
    render(<UsefulLinksBlock {...usefulLinksFixture()} />);
    expect(screen.getByRole('heading', { name: 'Useful links' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const tickets = screen.getByRole('link', { name: /Tickets/ });
    expect(tickets).toHaveAttribute('href', '/tickets');
    expect(tickets).toHaveTextContent('Every raceday, every enclosure');
    const outside = screen.getByRole('link', { name: /Getting here.*opens in a new tab/ });
    expect(outside).toHaveAttribute('target', '_blank');
  });
});
