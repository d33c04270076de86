import { useId } from 'react';
import { Image } from '@/ui/image/image';
import { hasHeaderRow, type TableCell, type TableColumn, type TableProps } from './table-schema';
import { ActionLink } from '../shared/action-link';
import { BlockTheme } from '../shared/block-theme';
import { ContentIcon } from '../shared/content-icon';

function ColumnHeader({ column }: { column: TableColumn }) {
  return (
    <th scope="col" className="min-w-40 px-4 pb-5 align-bottom font-normal">
      <div className="flex flex-col items-center gap-2 text-center">
        {column.image ? (
          <Image
            src={column.image.src}
            alt={column.image.alt}
            width={96}
            height={96}
            className="h-20 w-20 rounded-full object-cover"
          />
        ) : null}
        {column.title ? <span className="font-display text-lg font-bold">{column.title}</span> : null}
        {column.description ? <span className="text-sm opacity-80">{column.description}</span> : null}
        {column.button ? (
          <ActionLink
            link={column.button}
            variant="outline"
            className="mt-1 text-sm"
            subject={column.title}
          />
        ) : null}
      </div>
    </th>
  );
}

function Cell({ cell }: { cell: TableCell }) {
  return (
    <td className="px-4 py-3 text-center">
      <span className="inline-flex items-center justify-center gap-2">
        <ContentIcon
          name={cell.icon}
          decorative={Boolean(cell.label)}
          className="h-5 w-5 text-[var(--accent)]"
        />
        {cell.label ? <span>{cell.label}</span> : null}
      </span>
    </td>
  );
}

export function TableBlock({ title, columns, rows, theme }: TableProps) {
  const titleId = useId();
  return (
    <BlockTheme theme={theme}>
      <div>
        {title ? (
          <h2 id={titleId} className="mb-stack heading-section">
            {title}
          </h2>
        ) : null}
        <div className="relative overflow-x-auto">
          <table aria-labelledby={title ? titleId : undefined} className="w-full border-collapse text-left">
            {hasHeaderRow(columns) ? (
              <thead>
                <tr>
                  <td />
                  {columns.map((column, index) => (
                    <ColumnHeader key={`${column.title ?? ''}-${index}`} column={column} />
                  ))}
                </tr>
              </thead>
            ) : null}
            <tbody className="divide-y divide-current/15 border-y border-current/15">
              {rows.map((row, rowIndex) => (
                <tr key={`${row.header ?? ''}-${rowIndex}`}>
                  <th scope="row" className="px-4 py-3 font-semibold">
                    {row.header}
                  </th>
                  {row.cells.map((cell, cellIndex) => (
                    <Cell key={cellIndex} cell={cell} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </BlockTheme>
  );
}
