import { ActionLink } from '@/blocks/shared/action-link';
import { CountdownBanner } from '@/blocks/shared/countdown.client';
import type { VersatileBlockProps } from '@/blocks/versatile-block/versatile-block-schema';
import { systemClock } from '@/platform/shared/clock';
import { Image } from '@/ui/image/image';
import { racedayDateLine } from './home-date';

interface HomeHeroProps {
  /** The page's heading: the venue. */
  title: string;
  /** The article's own picture, when the banner has none. */
  image: { src: string; alt: string };
  lead: VersatileBlockProps;
}

// A Server Component renders once per request: the countdown starts from this moment so its first
// client render matches the server's HTML.
function serverClock(): number {
  return systemClock().getTime();
}

/**
 * The home page's hero: the picture edge to edge, the venue as the page's heading, and the editor's
 * banner for the next raceday over it (its title, date, words and buttons, tickets first), with the
 * countdown. The veil darkens only the side and foot the words sit on, so the picture still carries.
 * On a phone, where the words would cover the whole picture, the picture stands above them instead,
 * in a band of its own that shows nearly its whole height, so its subject stays in frame.
 */
export function HomeHero({ title, image, lead }: HomeHeroProps) {
  const picture = lead.backgroundImage ?? image;
  return (
    <header className="relative isolate overflow-hidden bg-turf-950 text-cream" data-home-hero="">
      <div
        data-hero-picture=""
        className="relative aspect-[2/1] md:absolute md:inset-0 md:-z-20 md:aspect-auto"
      >
        <Image
          src={picture.src}
          alt={picture.alt}
          fill
          priority
          sizes="100vw"
          className="object-cover object-[65%_center] md:object-center"
        />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1/5 bg-linear-to-t from-turf-950 to-turf-950/0 md:hidden"
        />
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden md:block md:bg-linear-to-r md:from-turf-950/95 md:via-turf-950/70 md:to-turf-950/5"
      />
      <div className="mx-auto flex max-w-7xl flex-col justify-end px-4 pt-4 pb-10 md:min-h-[38rem] md:pt-24 lg:min-h-[42rem] lg:px-8 lg:pb-16">
        {/* On a phone the raceday's words follow its buttons, so Buy tickets stays in the first screen
            even under the consent message; from 768 px they read in the order written. */}
        <div className="flex max-w-2xl flex-col items-start md:block">
          <h1 className="text-xs font-bold tracking-[0.25em] text-gold-400 uppercase">{title}</h1>
          {lead.subtitle ? (
            <p className="mt-5 inline-block rounded-full bg-gold-500 px-3 py-1 text-xs font-bold tracking-widest text-turf-950 uppercase">
              {lead.subtitle}
            </p>
          ) : null}
          {lead.title ? (
            <h2 className="mt-3 text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">{lead.title}</h2>
          ) : null}
          {lead.countdownTarget !== undefined ? (
            <p className="mt-3 text-lg font-semibold text-gold-400 sm:text-xl">
              <time dateTime={new Date(lead.countdownTarget).toISOString()}>
                {racedayDateLine(lead.countdownTarget)}
              </time>
            </p>
          ) : null}
          {lead.description ? (
            <p className="order-1 mt-4 max-w-xl text-lg text-cream/90 md:order-none">{lead.description}</p>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3 sm:gap-4 md:mt-8">
            {lead.primaryButton ? (
              <ActionLink link={lead.primaryButton} subject={lead.title} className="px-8 text-lg" />
            ) : null}
            {lead.secondaryButton ? (
              <ActionLink link={lead.secondaryButton} variant="outline" subject={lead.title} />
            ) : null}
          </div>
          {lead.countdownTarget !== undefined ? (
            <CountdownBanner
              target={lead.countdownTarget}
              renderedAt={serverClock()}
              className="order-2 mt-8 md:order-none"
            />
          ) : null}
        </div>
      </div>
    </header>
  );
}
