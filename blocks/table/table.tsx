import { useId } from 'react';
import { Image } from '@/ui/image/image';
import { hasHeaderRow, type TableCell, type TableColumn, type TableProps } from './table-schema';
import { scrollHintClass, tableMinWidthRem } from './table-scroll';
import { ActionLink } from '../shared/action-link';
import { BlockTheme } from '../shared/block-theme';
import { ContentIcon } from '../shared/content-icon';

// A comparison centres its marks under each column's badge; a table of words reads from the left.
const alignments = {
  centre: { head: 'items-center text-center', cell: 'text-center', mark: 'justify-center' },
  left: { head: 'items-start text-left', cell: 'text-left', mark: 'justify-start' },
} as const;
type Alignment = (typeof alignments)[keyof typeof alignments];

function ColumnHeader({ column, align }: { column: TableColumn; align: Alignment }) {
  return (
    <th scope="col" className="px-3 pb-5 align-bottom font-normal sm:px-4">
      <div className={`flex flex-col gap-2 ${align.head}`}>
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

function Cell({ cell, align }: { cell: TableCell; align: Alignment }) {
  return (
    <td className={`px-3 py-3 sm:px-4 ${align.cell}`}>
      <span className={`inline-flex items-center gap-2 ${align.mark}`}>
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

// The colour the scroller's edge shadows are cut from (app/globals.css [data-scroll-shadows]).
const surfaces = {
  light: '[--surface:var(--color-cream)]',
  dark: '[--surface:var(--color-turf-900)]',
} as const;

/** An arrow and words saying the table goes on past the screen's edge. */
function ScrollHint({ className }: { className: string }) {
  return (
    <p className={`mb-3 flex items-center gap-2 text-sm font-semibold opacity-80 ${className}`}>
      Scroll sideways to see the whole table
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-current">
        <path d="M12.3 4.3 17 9l-4.7 4.7-1.4-1.4L13.2 10H3V8h10.2l-2.3-2.3 1.4-1.4Z" />
      </svg>
    </p>
  );
}

/**
 * A table too wide for the screen scrolls sideways in a group of its own: named after the table,
 * reachable by the keyboard (tabindex 0) so arrow keys scroll it, with a hint and a shadow at each
 * edge that has more to see (table-scroll.ts says when). A group, not a region: two tables may share
 * a title, and landmarks' names must differ.
 */
export function TableBlock({ title, columns, rows, theme }: TableProps) {
  const titleId = useId();
  const minWidth = tableMinWidthRem(columns);
  const hint = scrollHintClass(minWidth);
  const align = alignments[minWidth === undefined ? 'left' : 'centre'];
  return (
    <BlockTheme theme={theme}>
      <div>
        {title ? (
          <h2 id={titleId} className="mb-stack heading-section">
            {title}
          </h2>
        ) : null}
        <div className="@container">
          {hint === 'hidden' ? null : <ScrollHint className={hint} />}
          <div
            role="group"
            tabIndex={0}
            aria-label={title ?? 'Table'}
            data-scroll-shadows={hint === 'hidden' ? undefined : ''}
            className={`relative overflow-x-auto rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500 ${surfaces[theme]}`}
          >
            <table
              aria-labelledby={title ? titleId : undefined}
              className="w-full border-collapse text-left"
              style={minWidth === undefined ? undefined : { minWidth: `${minWidth}rem` }}
            >
              {hasHeaderRow(columns) ? (
                <thead>
                  <tr>
                    <td />
                    {columns.map((column, index) => (
                      <ColumnHeader key={`${column.title ?? ''}-${index}`} column={column} align={align} />
                    ))}
                  </tr>
                </thead>
              ) : null}
              <tbody className="divide-y divide-current/15 border-y border-current/15">
                {rows.map((row, rowIndex) => (
                  <tr key={`${row.header ?? ''}-${rowIndex}`}>
                    <th scope="row" className="px-3 py-3 font-semibold sm:px-4">
                      {row.header}
                    </th>
                    {row.cells.map((cell, cellIndex) => (
                      <Cell key={cellIndex} cell={cell} align={align} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </BlockTheme>
  );
}
