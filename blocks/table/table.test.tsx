// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { TableBlock } from './table';
import { tableColumnFixture, tableFixture } from './table.fixture';

describe('TableBlock', () => {
  it('shows a header row of columns and rows of cells with icon and label', () => {
    render(<TableBlock {...tableFixture()} />);
    const table = screen.getByRole('table', { name: 'Compare memberships' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      expect.stringContaining('Queen Anne'),
      expect.stringContaining('Ironstand'),
    ]);
    expect(within(headers[0]!).getByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      '/memberships/queen-anne',
    );
    const row = within(table).getByRole('row', { name: /Flat racedays/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Flat racedays');
    expect(within(row).getByText('Included')).toBeInTheDocument();
    // A cell with only an icon names it, so it is not silent for screen readers.
    expect(within(row).getByRole('img', { name: 'No' })).toBeInTheDocument();
  });

  it('leaves out the header row unless every column has header content', () => {
    const columns = [
      tableColumnFixture(),
      tableColumnFixture({ title: undefined, description: undefined, button: undefined }),
    ];
    render(<TableBlock {...tableFixture({ columns })} />);
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Flat racedays' })).toBeInTheDocument();
  });

  it('scrolls a comparison sideways in a named, focusable group that says it scrolls', () => {
    render(<TableBlock {...tableFixture()} />);
    const region = screen.getByRole('group', { name: 'Compare memberships' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toHaveStyle({ minWidth: '28rem' });
    const hint = screen.getByText('Scroll sideways to see the whole table');
    // Hidden by a container query once the scroller is as wide as the table.
    expect(hint).toHaveClass('@min-[28rem]:hidden');
  });

  it('lets a table of words alone wrap to fit, with no hint', () => {
    const columns = [
      tableColumnFixture({ title: 'Race', button: undefined, image: undefined }),
      tableColumnFixture({ title: 'Distance', button: undefined, image: undefined }),
    ];
    render(<TableBlock {...tableFixture({ columns })} />);
    expect(screen.getByRole('table').style.minWidth).toBe('');
    expect(screen.queryByText('Scroll sideways to see the whole table')).not.toBeInTheDocument();
  });
});
