import { useId } from 'react';
import { Image } from '@/ui/image/image';
import {
  carouselAboveCards,
  type EntertainmentCard,
  type EntertainmentDetailProps,
} from './entertainment-detail-schema';
import { ActionLink } from '../shared/action-link';
import { BlockTheme } from '../shared/block-theme';
import { slideClass, slideSizes } from '../shared/carousel-layout';
import { Carousel } from '../shared/carousel.client';

const PER_VIEW = { base: 1.15, md: 2, lg: 3, '2xl': 4 } as const;
const slide = slideClass(PER_VIEW);
const CARD_SIZES = slideSizes(PER_VIEW);

function Card({
  title,
  description,
  backgroundImage,
  button,
  royal,
}: EntertainmentCard & { royal: boolean }) {
  const base = royal ? 'bg-royal-900' : 'bg-turf-950';
  const veil = royal ? 'from-royal-900 via-royal-900/75' : 'from-turf-950 via-turf-950/75';
  // Wide and short on a phone, where four tall cards would fill four screens; portrait from sm.
  return (
    <article
      className={`relative isolate flex h-full min-h-[17rem] flex-col sm:aspect-[4/5] sm:min-h-0 justify-end overflow-hidden rounded-xl text-cream shadow-sm ${base}`}
    >
      {backgroundImage ? (
        <Image
          src={backgroundImage.src}
          alt={backgroundImage.alt}
          fill
          sizes={CARD_SIZES}
          className="-z-20 object-cover"
        />
      ) : null}
      <div aria-hidden="true" className={`absolute inset-0 -z-10 bg-linear-to-t ${veil} to-transparent`} />
      <div className="flex flex-col gap-2 p-6">
        <h3 className="heading-sub">{title}</h3>
        {description ? <p className="text-cream/90">{description}</p> : null}
        {button ? <ActionLink link={button} className="mt-3 self-start" subject={title} /> : null}
      </div>
    </article>
  );
}

/** entertainment-detail: picture cards in a grid, or a carousel above four cards. */
export function EntertainmentDetailBlock({ title, cards, theme, royal }: EntertainmentDetailProps) {
  const titleId = useId();
  if (cards.length === 0) return null;
  const items = cards.map((card, index) => (
    <li key={`${card.title}-${index}`} className={cards.length > carouselAboveCards ? slide : undefined}>
      <Card {...card} royal={royal} />
    </li>
  ));
  return (
    <BlockTheme theme={theme} royal={royal}>
      <div>
        {title ? (
          <h2 id={titleId} className="mb-stack heading-section">
            {title}
          </h2>
        ) : null}
        {cards.length > carouselAboveCards ? (
          <Carousel label={`${title ?? 'Highlights'} carousel`} count={cards.length} step="page">
            {items}
          </Carousel>
        ) : (
          <ul
            data-appearance="grid"
            className={`grid gap-4 sm:grid-cols-2 lg:gap-8 ${cards.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
          >
            {items}
          </ul>
        )}
      </div>
    </BlockTheme>
  );
}
