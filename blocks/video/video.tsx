import { useId } from 'react';
import { getSettings } from '@/platform/settings';
import { Image } from '@/ui/image/image';
import { playerScriptUrl } from './stream-player';
import { VideoPlayer } from './video-player.lazy';
import type { VideoProps, VideoVariant } from './video-schema';
import { YOUTUBE_HOST } from './youtube-player';

// How wide the video sits: a header spans the page, a feature block the content grid, else the text
// column (the text block's width, from the page's left edge).
const widths: Record<VideoVariant, { frame: string; sizes: string }> = {
  header: { frame: 'max-w-none', sizes: '100vw' },
  'feature-block': { frame: 'container-page', sizes: '(min-width: 1280px) 1248px, 100vw' },
  'article-page': {
    frame: 'container-page *:max-w-text md:*:w-2/3',
    sizes: '(min-width: 896px) 864px, 100vw',
  },
  default: { frame: 'container-page *:max-w-text md:*:w-2/3', sizes: '(min-width: 896px) 864px, 100vw' },
};

function PlayGlyph() {
  return (
    <span
      aria-hidden="true"
      className="flex h-16 w-16 items-center justify-center rounded-full bg-gold-500 text-turf-950 shadow-lg ring-8 ring-turf-950/30 sm:h-20 sm:w-20"
    >
      <svg viewBox="0 0 24 24" className="ml-1 h-8 w-8 sm:h-10 sm:w-10">
        <path
          fill="currentColor"
          d="M8 5.5v13a1 1 0 0 0 1.53.85l10.2-6.5a1 1 0 0 0 0-1.7L9.53 4.65A1 1 0 0 0 8 5.5Z"
        />
      </svg>
    </span>
  );
}

/**
 * VIDEO (spec blocks §3, §4): a 16:9 poster with the title and a play glyph, drawn on the server;
 * pressing it starts the player inside `[data-video-frame]`, at the same size, so nothing below moves.
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
          className={`relative isolate flex aspect-video w-full items-center justify-center overflow-hidden bg-gradient-to-br from-turf-800 via-turf-900 to-turf-950 ${
            variant === 'header' ? '' : 'rounded-xl shadow-lg'
          }`}
        >
          {poster ? (
            <Image src={poster.src} alt={poster.alt} fill sizes={sizes} className="-z-10 object-cover" />
          ) : null}
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-turf-950/85 via-turf-950/20 to-transparent" />
          <PlayGlyph />
          {title ? (
            <figcaption id={captionId} className="absolute inset-x-0 bottom-0 p-4 text-cream sm:p-6 lg:p-8">
              <span className="block text-xs font-bold tracking-[0.2em] text-gold-400 uppercase">Video</span>
              <span className="mt-1 block text-lg leading-snug font-bold sm:text-2xl lg:text-3xl">
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
