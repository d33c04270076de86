import type { TicketCardEntry } from './tabs-ticket-cards';
import { TicketCard } from '../ticket-card/ticket-card';

interface TicketGridProps {
  cards: readonly TicketCardEntry[];
  /** Said when the panel has no cards. */
  emptyText: string;
}

/** A tab panel's ticket cards: one column on a phone, up to three side by side on a wide screen. */
export function TicketGrid({ cards, emptyText }: TicketGridProps) {
  if (cards.length === 0) return <p className="py-6 text-lg opacity-80">{emptyText}</p>;
  return (
    <ul
      // One card keeps a card's width rather than stretching, or being squeezed into a third.
      className={`grid gap-6 ${cards.length === 1 ? 'max-w-md' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
    >
      {cards.map((card) => (
        <li key={card.key}>
          <TicketCard {...card.props} />
        </li>
      ))}
    </ul>
  );
}
