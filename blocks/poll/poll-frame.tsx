import { Image } from '@/ui/image/image';
import { useId } from 'react';
import { BlockTheme } from '../shared/block-theme';
import { DisabledAction } from '../shared/disabled-button';
import type { ImageProps, Theme } from '../shared/fields';

/** Where a poll stands by its dates (spec blocks §4 "Poll timing text"), as far as the frame cares. */
export type PollStage = 'upcoming' | 'open' | 'closed';

export interface PollFrameProps {
  title: string;
  description?: string | undefined;
  image?: ImageProps | undefined;
  sponsorLogo?: string | undefined;
  buttonLabel: string;
  stage: PollStage;
  theme: Theme;
  royal: boolean;
}

const hints: Record<PollStage, string> = {
  upcoming: 'Voting opens soon.',
  open: 'Voting isn’t open on this page yet.',
  closed: 'Voting has closed.',
};

/**
 * A poll before its voting part arrives: what it asks, who sponsors it, and an honest hint in place
 * of the vote. The voting modal later takes over the button's place.
 */
export function PollFrame({
  title,
  description,
  image,
  sponsorLogo,
  buttonLabel,
  stage,
  theme,
  royal,
}: PollFrameProps) {
  const headingId = useId();
  const dark = theme === 'dark';
  return (
    <BlockTheme theme={theme} royal={royal}>
      <div className={`mx-auto grid max-w-5xl items-center gap-8 ${image ? 'md:grid-cols-[2fr_3fr]' : ''}`}>
        {image ? (
          <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-turf-900 shadow-lg">
            <Image
              src={image.src}
              alt={image.alt}
              fill
              sizes="(min-width: 1024px) 400px, (min-width: 768px) 40vw, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
        <div>
          <p className="text-xs font-bold tracking-[0.2em] text-(--accent) uppercase">Poll</p>
          <h2 id={headingId} className="mt-2 text-3xl leading-tight font-bold sm:text-4xl">
            {title}
          </h2>
          {description ? <p className="mt-3 max-w-2xl text-lg opacity-85">{description}</p> : null}
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            {stage === 'closed' ? null : (
              <DisabledAction
                label={buttonLabel}
                reason={hints[stage]}
                className={dark ? 'bg-cream/15! text-cream/75!' : ''}
              />
            )}
            <p className="text-sm opacity-80" aria-hidden={stage === 'closed' ? undefined : 'true'}>
              {hints[stage]}
            </p>
          </div>
          {sponsorLogo ? (
            <p className="mt-6 flex items-center gap-3 text-xs tracking-widest uppercase opacity-80">
              <span>Sponsored by</span>
              <Image
                src={sponsorLogo}
                alt="Poll sponsor"
                width={120}
                height={40}
                className="h-8 w-auto object-contain"
              />
            </p>
          ) : null}
        </div>
      </div>
    </BlockTheme>
  );
}
