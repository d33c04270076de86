import type { TableColumn, TableProps } from './table-schema';

export function tableColumnFixture(overrides: Partial<TableColumn> = {}): TableColumn {
  return {
    title: 'Queen Anne',
    description: '£395 a year',
    button: { href: '/memberships/queen-anne', label: 'Join', newTab: false },
    image: undefined,
    ...overrides,
  };
}

export function tableFixture(overrides: Partial<TableProps> = {}): TableProps {
  return {
    title: 'Compare memberships',
    columns: [
      tableColumnFixture(),
      tableColumnFixture({ title: 'Ironstand', description: '£595 a year', button: undefined }),
    ],
    rows: [
      {
        header: 'Flat racedays',
        cells: [
          { icon: 'Tick', label: 'Included' },
          { icon: 'Cross', label: undefined },
        ],
      },
    ],
    theme: 'light',
    ...overrides,
  };
}
