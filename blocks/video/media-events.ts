/** A media analytics event: what the player pushes to the data layer. */
export type MediaAction = 'start' | 'play' | 'complete';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface MediaFacts {
  mediaId: string;
  mediaTitle: string;
  mediaProvider: string;
  /** Seconds; 0 when unknown. */
  mediaLength: number;
}

/** Where a player's start, play and complete go: the data layer, and the usage record beside it. */
export type MediaReport = (facts: MediaFacts, action: MediaAction, currentTime: number) => void;

export function pushMediaEvent(facts: MediaFacts, action: MediaAction, currentTime: number): void {
  const length = Number.isFinite(facts.mediaLength) ? facts.mediaLength : 0;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: 'video',
    ...facts,
    mediaLength: length,
    mediaCurrentTime: currentTime,
    mediaPercent: length > 0 ? Math.round((currentTime / length) * 100) : 0,
    mediaAction: action,
  });
}

/**
 * Player events on a media element: media loaded records length and title and sends
 * start; the first play sends play; the end sends complete.
 */
export function trackMediaElement(
  video: HTMLVideoElement,
  facts: Omit<MediaFacts, 'mediaLength'>,
  report: MediaReport = pushMediaEvent,
): () => void {
  let played = false;
  const current = () => ({ ...facts, mediaLength: Number.isFinite(video.duration) ? video.duration : 0 });
  const onLoaded = () => report(current(), 'start', video.currentTime);
  const onPlay = () => {
    if (played) return;
    played = true;
    report(current(), 'play', video.currentTime);
  };
  const onEnded = () => report(current(), 'complete', video.currentTime);
  video.addEventListener('loadedmetadata', onLoaded);
  video.addEventListener('play', onPlay);
  video.addEventListener('ended', onEnded);
  return () => {
    video.removeEventListener('loadedmetadata', onLoaded);
    video.removeEventListener('play', onPlay);
    video.removeEventListener('ended', onEnded);
  };
}
