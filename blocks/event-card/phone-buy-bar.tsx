import { ticketsNotOnSale, type EventCardProps } from './event-card-schema';
import { AvailabilityTag } from '../availability-tag/availability-tag';
import { BuyAction } from '../shared/buy-action';

/**
 * A fixture's buy bar on a phone (640 px and narrower): the fixture, its price and the buy button,
 * fixed to the foot of the screen so booking is one tap from anywhere on the page. The page keeps
 * room for it at its end (app/globals.css), so it covers nothing; wider screens show the booking
 * strip under the hero instead. A fixture with nothing to buy yet has no bar.
 */
export function PhoneBuyBar({ title, price, availability, buyTickets, royal }: EventCardProps) {
  if (!buyTickets || ticketsNotOnSale({ price, buyTickets, availability })) return null;
  return (
    <section
      data-buy-bar
      aria-label={title ? `Book ${title}` : 'Book'}
      className={`fixed inset-x-0 bottom-0 z-30 border-t pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.15)] min-[641px]:hidden ${
        royal ? 'border-royal-700 bg-royal-900 text-cream' : 'border-turf-900/10 bg-white text-ink'
      }`}
    >
      <div className="flex items-center gap-3 px-4 py-3">
        <div className="min-w-0 flex-1">
          {title ? <p className="truncate text-sm font-semibold">{title}</p> : null}
          {availability === 'Sold Out' ? (
            <AvailabilityTag availability={availability} />
          ) : price ? (
            <p className="truncate font-bold">{price}</p>
          ) : null}
        </div>
        <BuyAction link={buyTickets} soldOut={availability === 'Sold Out'} subject={title} onDark={royal} />
      </div>
    </section>
  );
}
