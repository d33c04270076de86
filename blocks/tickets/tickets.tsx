import { useId } from 'react';
import type { TicketsProps } from './tickets-schema';
import { ActionLink } from '../shared/action-link';
import { BlockTheme } from '../shared/block-theme';

/** tickets: a short price list (enclosure, price, note) beside its title and a button. */
export function TicketsBlock({ title, description, rows, button, theme, royal }: TicketsProps) {
  const titleId = useId();
  if (rows.length === 0) return null;
  return (
    <BlockTheme theme={theme} royal={royal}>
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          {title ? (
            <h2 id={titleId} className="heading-section">
              {title}
            </h2>
          ) : null}
          {description ? <p className="mt-stack text-lg opacity-90">{description}</p> : null}
          {button ? <ActionLink link={button} className="mt-6" subject={title} /> : null}
        </div>
        <table
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : 'Prices'}
          className="w-full border-t-2 border-[var(--accent)] text-left"
        >
          <thead className="sr-only">
            <tr>
              <th scope="col">Ticket</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-current/15">
            {rows.map((row, index) => (
              <tr key={`${row.name}-${index}`}>
                <th scope="row" className="py-4 pr-4 align-top font-normal">
                  <span className="block text-lg font-semibold">{row.name}</span>
                  {row.note ? <span className="mt-1 block text-sm opacity-80">{row.note}</span> : null}
                </th>
                <td className="py-4 text-right align-top font-display text-xl font-bold whitespace-nowrap text-[var(--accent)] sm:text-2xl">
                  {row.price ?? <span className="text-base font-normal opacity-80">To be announced</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </BlockTheme>
  );
}
