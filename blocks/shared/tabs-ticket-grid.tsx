import type { TicketCardEntry } from './tabs-ticket-cards';
import { TicketCard } from '../ticket-card/ticket-card';

interface TicketGridProps {
  cards: readonly TicketCardEntry[];
  /** Said when the panel has no cards. */
  emptyText: string;
}

/** A tab panel's ticket cards: one column on a phone, up to three side by side on a wide screen; one alone, wide. */
export function TicketGrid({ cards, emptyText }: TicketGridProps) {
  if (cards.length === 0) return <p className="py-6 text-lg opacity-80">{emptyText}</p>;
  return (
    <ul
      // One card lies on its side across the row rather than floating at a card's width.
      className={`grid gap-6 ${cards.length === 1 ? 'max-w-md md:max-w-4xl' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
    >
      {cards.map((card) => (
        <li key={card.key}>
          <TicketCard {...card.props} wide={cards.length === 1} />
        </li>
      ))}
    </ul>
  );
}
