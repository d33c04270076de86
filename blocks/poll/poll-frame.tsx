import { useId } from 'react';
import { ConsentGate } from '@/ui/consent/consent-gate.client';
import { Image } from '@/ui/image/image';
import { PollTimingText } from './poll-timing.client';
import type { PollView } from './poll-view';
import { PollVoting } from './poll-voting.lazy';
import { BlockTheme } from '../shared/block-theme';
import { contentProviderNeed } from '../shared/content-provider-need';
import type { ImageProps, Theme } from '../shared/fields';

export interface PollFrameProps {
  pollId: string;
  title: string;
  /** The feature's name as a fan knows it, in the placeholder shown until consent allows voting. */
  feature: string;
  description?: string | undefined;
  image?: ImageProps | undefined;
  sponsorLogo?: string | undefined;
  buttonLabel: string;
  autotrigger: boolean;
  /** The poll's dates, for its timing text. */
  dates: Pick<PollView, 'validFrom' | 'validTo' | 'publishResultDate'>;
  theme: Theme;
  royal: boolean;
}

/**
 * A poll's teaser: what it asks, how long it runs, who sponsors it, and the button that opens the
 * voting modal. Voting goes to the site's own content provider, so it waits for that consent
 * (except on localhost).
 */
export function PollFrame({
  pollId,
  title,
  feature,
  description,
  image,
  sponsorLogo,
  buttonLabel,
  autotrigger,
  dates,
  theme,
  royal,
}: PollFrameProps) {
  const headingId = useId();
  return (
    <BlockTheme theme={theme} royal={royal}>
      <div className={`grid items-center gap-8 ${image ? 'md:grid-cols-[3fr_2fr]' : ''}`}>
        {image ? (
          <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-turf-900 shadow-lg md:order-last">
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
          <p className="eyebrow text-(--accent)">Poll</p>
          <h2 id={headingId} className="mt-2 heading-section">
            {title}
          </h2>
          {description ? <p className="mt-3 max-w-2xl text-lg opacity-85">{description}</p> : null}
          <PollTimingText dates={dates} className="mt-3 text-sm font-semibold opacity-85" />
          <div className="mt-6">
            <ConsentGate need={contentProviderNeed(feature)}>
              <PollVoting
                pollId={pollId}
                title={title}
                buttonLabel={buttonLabel}
                autotrigger={autotrigger}
                buttonClassName="btn btn-primary"
              />
            </ConsentGate>
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
