import { useId } from 'react';
import { systemClock } from '@/platform/shared/clock';
import { Image } from '@/ui/image/image';
import { hasVersatileContent, type VersatileBlockProps } from './versatile-block-schema';
import { ActionLink } from '../shared/action-link';
import { CountdownBanner } from '../shared/countdown.client';

type Look = 'dark-plain' | 'dark-royal' | 'light-plain' | 'light-royal';

const surfaces: Record<Look, string> = {
  'dark-plain': 'bg-turf-900 text-cream [--accent:var(--color-gold-400)]',
  'dark-royal': 'bg-royal-900 text-cream [--accent:var(--color-gold-400)]',
  'light-plain': 'bg-cream text-ink [--accent:var(--color-turf-700)]',
  'light-royal': 'bg-white text-royal-900 [--accent:var(--color-royal-700)]',
};

// The picture fades into the surface behind the words, fully on phones where the words cover it.
const veils: Record<Look, string> = {
  'dark-plain':
    'bg-turf-950/85 md:bg-transparent md:bg-linear-to-r md:from-turf-950/95 md:via-turf-950/80 md:to-turf-950/20',
  'dark-royal':
    'bg-royal-900/85 md:bg-transparent md:bg-linear-to-r md:from-royal-900/95 md:via-royal-900/80 md:to-royal-900/20',
  'light-plain':
    'bg-cream/90 md:bg-transparent md:bg-linear-to-r md:from-cream/95 md:via-cream/85 md:to-cream/20',
  'light-royal':
    'bg-white/90 md:bg-transparent md:bg-linear-to-r md:from-white/95 md:via-white/85 md:to-white/20',
};

const LOGO_WIDTH = 160;

// A Server Component renders once per request, so reading the clock here is safe; the countdown starts
// from this moment so its first client render matches the server HTML, then resyncs after mount.
function serverClock(): number {
  return systemClock().getTime();
}

interface VersatileBlockViewProps extends VersatileBlockProps {
  /** 3 inside a versatile-block-wrapper, under the wrapper's own heading. */
  headingLevel?: 2 | 3;
}

/**
 * versatile-block: a picture-led banner with logos, a title, words, two buttons and,
 * when it has a date and a time, a countdown that hides itself at zero.
 */
export function VersatileBlock({ headingLevel = 2, ...props }: VersatileBlockViewProps) {
  const titleId = useId();
  if (!hasVersatileContent(props)) return null;
  const { title, subtitle, description, countdownTarget, backgroundImage, logos, theme, royal } = props;
  const look: Look = `${theme}-${royal ? 'royal' : 'plain'}`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      data-theme={theme}
      data-royal={royal ? 'true' : undefined}
      className={`relative isolate overflow-hidden ${surfaces[look]}`}
    >
      {backgroundImage ? (
        <>
          <Image
            src={backgroundImage.src}
            alt={backgroundImage.alt}
            fill
            sizes="100vw"
            className="-z-20 object-cover"
          />
          <div aria-hidden="true" className={`absolute inset-0 -z-10 ${veils[look]}`} />
        </>
      ) : null}
      <div className="container-page py-section">
        <div className="max-w-2xl">
          {logos.length > 0 ? (
            <ul className="mb-8 flex flex-wrap items-center gap-6">
              {logos.map((logo) => (
                <li key={logo.src}>
                  <Image
                    src={logo.src}
                    alt={logo.alt}
                    width={LOGO_WIDTH}
                    height={LOGO_WIDTH / 2.5}
                    className="h-12 w-auto object-contain"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {subtitle ? <p className="eyebrow text-[var(--accent)]">{subtitle}</p> : null}
          {title ? (
            <Heading
              id={titleId}
              className={`mt-3 ${headingLevel === 3 ? 'heading-sub' : 'heading-section'}`}
            >
              {title}
            </Heading>
          ) : null}
          {description ? <p className="mt-4 max-w-xl text-lg opacity-90">{description}</p> : null}
          {countdownTarget !== undefined ? (
            <CountdownBanner target={countdownTarget} renderedAt={serverClock()} className="mt-8" />
          ) : null}
          {props.primaryButton || props.secondaryButton ? (
            <div className="mt-8 flex flex-wrap gap-4">
              {props.primaryButton ? <ActionLink link={props.primaryButton} subject={props.title} /> : null}
              {props.secondaryButton ? (
                <ActionLink link={props.secondaryButton} variant="outline" subject={props.title} />
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
