import { useId } from 'react';
import { getSettings } from '@/platform/settings';
import { PHONE_CARD } from '@/ui/cards/card-sizes';
import { Image } from '@/ui/image/image';
import { Wordmark } from '@/ui/layout/wordmark';
import { playerScriptUrl } from './stream-player';
import { VideoPlayer } from './video-player.lazy';
import type { VideoProps, VideoVariant } from './video-schema';
import { YOUTUBE_HOST } from './youtube-player';
import { currentArticleOwnPicture } from '../shared/current-article';

// How wide the video sits: a header spans the page, a feature block the content grid, else the text
// column (the text block's width, from the page's left edge). On a phone a video in the text column is
// no wider than a phone's card, so its poster is not fetched at twice the width it is drawn.
const widths: Record<VideoVariant, { frame: string; sizes: string }> = {
  header: { frame: 'max-w-none', sizes: '100vw' },
  'feature-block': { frame: 'container-page', sizes: '(min-width: 1280px) 1248px, 100vw' },
  'article-page': {
    frame: 'container-page *:max-w-text md:*:w-2/3',
    sizes: `(min-width: 896px) 864px, ${PHONE_CARD}`,
  },
  default: {
    frame: 'container-page *:max-w-text md:*:w-2/3',
    sizes: `(min-width: 896px) 864px, ${PHONE_CARD}`,
  },
};

function PlayGlyph() {
  return (
    <span
      aria-hidden="true"
      className="flex h-14 w-14 items-center justify-center rounded-full bg-gold-500 text-turf-950 shadow-lg ring-8 ring-turf-950/30 @xl:h-20 @xl:w-20"
    >
      <svg viewBox="0 0 24 24" className="ml-1 h-7 w-7 @xl:h-10 @xl:w-10">
        <path
          fill="currentColor"
          d="M8 5.5v13a1 1 0 0 0 1.53.85l10.2-6.5a1 1 0 0 0 0-1.7L9.53 4.65A1 1 0 0 0 8 5.5Z"
        />
      </svg>
    </span>
  );
}

/**
 * The poster a video has when neither the block nor its page gives a picture: the venue's racing
 * green with its mark, drawn by the page itself (no image to fetch), under the title and play button.
 */
function BrandedPoster({ venue }: { venue: string }) {
  return (
    <div data-video-poster="branded" aria-hidden="true" className="absolute inset-0 -z-10 bg-turf-900">
      <div className="absolute inset-0 bg-radial-[at_70%_30%] from-turf-700 to-transparent to-60%" />
      <div className="absolute inset-0 bg-[repeating-linear-gradient(135deg,transparent_0_22px,var(--color-gold-500)_22px_24px)] opacity-10" />
      <div className="absolute top-4 left-4 text-cream sm:top-6 sm:left-6 lg:top-8 lg:left-8">
        <Wordmark venue={venue} />
      </div>
    </div>
  );
}

/**
 * VIDEO: a 16:9 poster with the title and a play glyph, drawn on the server; the poster is the block's
 * thumbnail, else the page's own hero picture, else the venue's branded poster, so a video never shows an
 * empty frame. It loads lazily, like any picture below the fold; pressing it starts the player inside
 * `[data-video-frame]`, at the same size, so nothing below moves.
 */
export function VideoBlock({
  sourceSystem,
  sourceSystemId,
  link,
  title,
  showSpinner,
  accountId,
  playerId,
  poster,
  isDarkBackground,
  variant,
}: VideoProps) {
  const { frame, sizes } = widths[variant];
  const captionId = useId();
  const settings = getSettings();
  const picture = poster ?? currentArticleOwnPicture() ?? undefined;
  const playerScript =
    sourceSystem === 'STREAM'
      ? playerScriptUrl(settings.thirdParty.streamPlayerUrl, accountId, playerId)
      : null;
  return (
    <section
      data-theme={isDarkBackground ? 'dark' : 'light'}
      className={isDarkBackground ? 'bg-turf-950 py-section text-cream' : 'my-section'}
    >
      <div className={`mx-auto w-full ${frame}`}>
        <figure
          data-video-frame
          aria-labelledby={title ? captionId : undefined}
          data-source-system={sourceSystem}
          data-source-id={sourceSystemId}
          // The page's Content-Security-Policy lets the YouTube player's frame in (server/security-headers.mjs).
          data-embed-sources={sourceSystem === 'YOUTUBE' ? YOUTUBE_HOST : undefined}
          // A container: the title and the play button are sized by the frame, small in a feature's column.
          className={`@container relative isolate flex aspect-video w-full items-center justify-center overflow-hidden bg-gradient-to-br from-turf-800 via-turf-900 to-turf-950 ${
            variant === 'header' ? '' : 'rounded-xl shadow-lg'
          }`}
        >
          {picture ? (
            <Image
              src={picture.src}
              alt={poster ? poster.alt : (title ?? picture.alt)}
              fill
              sizes={sizes}
              data-video-poster="picture"
              className="-z-10 object-cover"
            />
          ) : (
            <BrandedPoster venue={settings.siteName} />
          )}
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-turf-950/85 via-turf-950/20 to-transparent" />
          <PlayGlyph />
          {title ? (
            <figcaption
              id={captionId}
              className="absolute inset-x-0 bottom-0 p-4 text-cream @xl:p-6 @4xl:p-8"
            >
              <span className="hidden text-xs font-bold tracking-[0.2em] text-gold-400 uppercase @md:block">
                Video
              </span>
              <span className="mt-1 block text-base leading-snug font-bold @xl:text-2xl @4xl:text-3xl">
                {title}
              </span>
            </figcaption>
          ) : null}
          <VideoPlayer
            sourceSystem={sourceSystem}
            sourceSystemId={sourceSystemId}
            link={link}
            title={title}
            showSpinner={showSpinner}
            accountId={accountId}
            playerId={playerId}
            playerScript={playerScript}
            youtubeApiUrl={settings.thirdParty.youtubeIframeApiUrl}
          />
        </figure>
      </div>
    </section>
  );
}
