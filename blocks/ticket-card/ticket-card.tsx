import { PHONE_CARD } from '@/ui/cards/card-sizes';
import { Image } from '@/ui/image/image';
import type { TicketCardProps } from './ticket-card-schema';
import { AvailabilityTag } from '../availability-tag/availability-tag';
import { ActionLink } from '../shared/action-link';
import { BuyAction } from '../shared/buy-action';
import { CardFrame, StandaloneCard } from '../shared/card-frame';
import { unlessPagePicture } from '../shared/current-article';

/** A ticket card: an enclosure's ticket for one raceday. */
export function TicketCard({
  title,
  date,
  description,
  price,
  image,
  availability,
  buyTickets,
  viewEnclosureHref,
  royal,
  wide = false,
}: TicketCardProps & {
  /** Picture beside the words from md, for a card with a row to itself. */
  wide?: boolean;
}) {
  return (
    <CardFrame royal={royal} wide={wide}>
      {image ? (
        <div
          className={`relative aspect-[4/3] w-full overflow-hidden bg-turf-900 ${wide ? 'md:aspect-auto md:min-h-72 md:w-2/5 md:shrink-0' : ''}`}
        >
          <Image
            src={image.src}
            alt={image.alt}
            fill
            sizes={
              wide
                ? `(min-width: 1024px) 360px, (min-width: 768px) 40vw, ${PHONE_CARD}`
                : `(min-width: 1024px) 400px, (min-width: 640px) 50vw, ${PHONE_CARD}`
            }
            className="object-cover"
          />
        </div>
      ) : null}
      <div className={`flex flex-1 flex-col gap-3 p-5 ${wide ? 'md:justify-center md:p-8' : ''}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {price ? <p className="text-2xl font-bold">{price}</p> : null}
          <AvailabilityTag availability={availability} />
        </div>
        {title ? <h3 className="text-xl leading-snug font-bold">{title}</h3> : null}
        {date ? (
          <p className={`text-sm font-semibold ${royal ? 'text-gold-400' : 'text-turf-700'}`}>{date}</p>
        ) : null}
        {description ? <p className={royal ? 'text-cream/80' : 'text-ink/70'}>{description}</p> : null}
        <div className={`flex flex-wrap items-center gap-3 pt-2 ${wide ? 'mt-auto md:mt-2' : 'mt-auto'}`}>
          {buyTickets ? (
            <BuyAction
              link={buyTickets}
              soldOut={availability === 'Sold Out'}
              subject={title}
              onDark={royal}
            />
          ) : null}
          {viewEnclosureHref ? (
            <ActionLink
              subject={title}
              link={{ href: viewEnclosureHref, label: 'View Enclosure', newTab: false }}
              variant="text"
            />
          ) : null}
        </div>
      </div>
    </CardFrame>
  );
}

/** The ticket-card block placed directly on a page; under a hero of its own picture, without it. */
export function TicketCardBlock(props: TicketCardProps) {
  return (
    <StandaloneCard wide>
      <TicketCard {...props} image={unlessPagePicture(props.image)} wide />
    </StandaloneCard>
  );
}
