import type { MediaFacts, MediaReport } from './media-events';
import { loadScriptOnce } from '../shared/load-script';

/** The part of the YouTube iframe API the site uses (`window.YT`, set by its script). */
interface YouTubePlayer {
  getDuration(): number;
  getCurrentTime(): number;
  destroy(): void;
}

interface YouTubeApi {
  Player: new (
    elementId: string,
    options: {
      host: string;
      videoId: string;
      playerVars: Record<string, number | string>;
      events: {
        onReady?: (event: { target: YouTubePlayer }) => void;
        onStateChange?: (event: { data: number; target: YouTubePlayer }) => void;
      };
    },
  ) => YouTubePlayer;
}

declare global {
  interface Window {
    YT?: YouTubeApi;
    onYouTubeIframeAPIReady?: () => void;
  }
}

/** YT.PlayerState: the states the site reacts to. */
const UNSTARTED = -1;
const ENDED = 0;
const PLAYING = 1;

/** The no-cookie host the player draws its iframe from, also announced to the page's CSP. */
export const YOUTUBE_HOST = 'https://www.youtube-nocookie.com';

/** The iframe API, loaded once; resolves when `YT.Player` can be used. */
async function youtubeApi(scriptUrl: string): Promise<YouTubeApi> {
  if (window.YT?.Player) return window.YT;
  const ready = new Promise<void>((resolve) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve();
    };
  });
  await loadScriptOnce(scriptUrl);
  if (!window.YT?.Player) await ready;
  return window.YT!;
}

/**
 * A YouTube video in the element `targetId`, on the no-cookie domain, playing at once, with its player
 * events reported: ready → start, first play (or unstarted) → play, ended → complete.
 */
export async function startYouTube(
  scriptUrl: string,
  targetId: string,
  videoId: string,
  facts: Omit<MediaFacts, 'mediaLength'>,
  report: MediaReport,
): Promise<YouTubePlayer> {
  const api = await youtubeApi(scriptUrl);
  let played = false;
  const send = (player: YouTubePlayer, action: 'start' | 'play' | 'complete') =>
    report({ ...facts, mediaLength: player.getDuration() || 0 }, action, player.getCurrentTime() || 0);
  return new api.Player(targetId, {
    host: YOUTUBE_HOST,
    videoId,
    playerVars: { autoplay: 1, playsinline: 1, rel: 0 },
    events: {
      onReady: ({ target }) => send(target, 'start'),
      onStateChange: ({ data, target }) => {
        if ((data === PLAYING || data === UNSTARTED) && !played) {
          played = true;
          send(target, 'play');
        } else if (data === ENDED) send(target, 'complete');
      },
    },
  });
}
