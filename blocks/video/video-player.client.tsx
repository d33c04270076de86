'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BlockedFeature } from '@/ui/consent/blocked-feature';
import { useConsentAllows } from '@/ui/consent/consent-store';
import { EMBED_PROVIDERS } from '@/ui/consent/providers';
import { Spinner, VIDEO_SPINNER_SIZE } from '@/ui/spinner/spinner';
import { pushMediaEvent, trackMediaElement, type MediaFacts, type MediaReport } from './media-events';
import { MediaUsage, sendMediaUsage } from './media-usage';
import { withPlayer, type StreamPlayer } from './stream-player';
import type { VideoSourceSystem } from './video-schema';
import { startYouTube } from './youtube-player';
import { loadScriptOnce } from '../shared/load-script';

const youtube = EMBED_PROVIDERS.find((provider) => provider.key === 'youtube')!;

type SessionAnswer =
  { ok: true; sessionKey: string } | { ok: false; code: string; next: 'packages' | 'sign-in' };
type PlayerState = 'poster' | 'starting' | 'playing' | 'blocked';

export interface VideoPlayerProps {
  sourceSystem: VideoSourceSystem;
  sourceSystemId: string;
  /** The file of a MEDIA video, the page of a YOUTUBE one. */
  link: string | undefined;
  title: string | undefined;
  showSpinner: boolean;
  accountId: string | undefined;
  playerId: string | undefined;
  /** The STREAM player's script for this block's account and player; null when it names none. */
  playerScript: string | null;
  /** The YouTube iframe API's script. */
  youtubeApiUrl: string;
}

/** Where a failed lookup sends the visitor (/packages or sign-in), remembering the page unless on /oauth2. */
function leaveFor(next: 'packages' | 'sign-in'): void {
  const here = `${window.location.pathname}${window.location.search}`;
  const back = window.location.pathname.startsWith('/oauth2') ? '' : `?return=${encodeURIComponent(here)}`;
  window.location.assign(next === 'packages' ? '/packages' : `/api/session/sign-in${back}`);
}

/** The YouTube id: from the block's link when it is a YouTube address, else the block's id. */
export function youtubeId(sourceSystemId: string, link: string | undefined): string {
  const fromLink = link ? /(?:[?&]v=|youtu\.be\/|\/embed\/)([\w-]{6,64})/.exec(link)?.[1] : undefined;
  return fromLink ?? sourceSystemId;
}

async function playbackSession(sourceSystemId: string): Promise<SessionAnswer> {
  const response = await fetch(`/api/video/${encodeURIComponent(sourceSystemId)}/session`, {
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`the session lookup answered ${response.status}`);
  return (await response.json()) as SessionAnswer;
}

/** Player events from the streaming player: loaded → start, first play → play, end → complete. */
function trackStreamPlayer(
  player: StreamPlayer,
  facts: Omit<MediaFacts, 'mediaLength'>,
  report: MediaReport,
): void {
  const current = () => ({ ...facts, mediaLength: player.duration || 0 });
  let played = false;
  player.addEventListener('medialoaded', () => report(current(), 'start', player.currentTime));
  player.addEventListener('firstplay', () => {
    if (played) return;
    played = true;
    report(current(), 'play', player.currentTime);
  });
  player.addEventListener('ended', () => report(current(), 'complete', player.currentTime));
}

/**
 * The player over a video's poster, which the server draws beneath it: its code loads with the first video of
 * a page (video-player.lazy.tsx), the provider's before the visitor presses play. MEDIA plays in a plain
 * <video controls>; YOUTUBE in the no-cookie player once YouTube is allowed; STREAM asks our server for a
 * playback session (a missing package sends a signed-in fan to /packages, anything else to sign-in and back)
 * and then loads the streaming provider's player.
 */
export function VideoPlayer({
  sourceSystem,
  sourceSystemId,
  link,
  title,
  showSpinner,
  accountId,
  playerId,
  playerScript,
  youtubeApiUrl,
}: VideoPlayerProps) {
  const [pressed, setState] = useState<PlayerState>('poster');
  const [ready, setReady] = useState(false);
  const youtubeAllowed = useConsentAllows(youtube);
  const targetId = `video-player-${useId().replaceAll(/[^\w-]/g, '')}`;
  const video = useRef<HTMLVideoElement>(null);
  const player = useRef<StreamPlayer | null>(null);
  const facts = { mediaId: sourceSystemId, mediaTitle: title ?? '', mediaProvider: sourceSystem };
  const usage = useRef<MediaUsage | null>(null);
  // Every player event goes to the data layer; start and complete also make the
  // usage event, which the behavioural tracker sends only while one runs with analytics consent.
  const report: MediaReport = (current, action, time) => {
    pushMediaEvent(current, action, time);
    usage.current ??= new MediaUsage({ ...facts, contentType: 'video' }, sendMediaUsage);
    if (action === 'start') usage.current.start(time);
    if (action === 'complete') usage.current.complete(time, current.mediaLength);
  };

  // Consent given after a blocked press plays the video without another press.
  const state = pressed === 'blocked' && youtubeAllowed ? 'playing' : pressed;
  const youtubeFrame = useRef<HTMLDivElement>(null);

  // The YouTube player replaces an element of its own inside the frame React keeps.
  useEffect(() => {
    const frame = youtubeFrame.current;
    if (state !== 'playing' || sourceSystem !== 'YOUTUBE' || !frame) return;
    let cancelled = false;
    let created: { destroy(): void } | undefined;
    const element = document.createElement('div');
    element.id = `${targetId}-youtube`;
    frame.replaceChildren(element);
    startYouTube(youtubeApiUrl, element.id, youtubeId(sourceSystemId, link), facts, report).then(
      (started) => {
        if (cancelled) return started.destroy();
        created = started;
        setReady(true);
      },
      (error: unknown) => {
        console.warn(`Video ${sourceSystemId}: the YouTube player could not start:`, error);
        if (!cancelled) setState('poster');
      },
    );
    return () => {
      cancelled = true;
      created?.destroy();
      frame.replaceChildren();
    };
    // The block's own props do not change while it plays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, sourceSystem]);

  useEffect(() => {
    if (state !== 'playing' || sourceSystem !== 'MEDIA' || !video.current) return;
    return trackMediaElement(video.current, facts, report);
    // The facts are the block's own and do not change while it plays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, sourceSystem]);

  useEffect(() => () => player.current?.destroy(), []);

  async function startStream(script: string) {
    setState('starting');
    let answer: SessionAnswer;
    try {
      answer = await playbackSession(sourceSystemId);
    } catch (error) {
      // A network failure of the lookup is logged only.
      console.warn(`Video ${sourceSystemId}: no playback session:`, error);
      setState('poster');
      return;
    }
    if (!answer.ok) {
      leaveFor(answer.next);
      return;
    }
    try {
      await loadScriptOnce(script);
      const setup = window.KalturaPlayer?.setup;
      if (!setup) throw new Error('the player script defines no player');
      // The player mounts into its target element, which must be in the page first.
      flushSync(() => setState('playing'));
      const created: StreamPlayer | undefined = setup({
        targetId,
        provider: { partnerId: accountId ?? '', uiConfId: playerId, ks: answer.sessionKey },
        playback: { autoplay: true },
      });
      player.current = created ?? null;
      const loading = withPlayer(created, (ready) => {
        trackStreamPlayer(ready, facts, report);
        return ready.loadMedia({ entryId: sourceSystemId });
      });
      if (!loading) {
        setState('poster');
        return;
      }
      await loading;
      setReady(true);
      withPlayer(player.current, (ready) => ready.play());
    } catch (error) {
      console.warn(`Video ${sourceSystemId}: the player could not start:`, error);
      setState('poster');
    }
  }

  function play() {
    if (sourceSystem === 'STREAM' && playerScript) void startStream(playerScript);
    else if (sourceSystem === 'YOUTUBE') setState(youtubeAllowed ? 'playing' : 'blocked');
    else setState('playing');
  }

  const spinner =
    showSpinner && (state === 'starting' || (state === 'playing' && !ready)) ? (
      <div className="pointer-events-none absolute inset-0 z-30 flex items-center justify-center">
        <Spinner size={VIDEO_SPINNER_SIZE} label={`Loading ${title ?? 'video'}`} />
      </div>
    ) : null;

  if (state === 'playing' && sourceSystem === 'MEDIA') {
    return (
      <>
        <video
          ref={video}
          src={link}
          controls
          autoPlay
          playsInline
          title={title}
          onCanPlay={() => setReady(true)}
          className="absolute inset-0 z-20 h-full w-full bg-black"
        />
        {spinner}
      </>
    );
  }
  if (state === 'playing' && sourceSystem === 'YOUTUBE') {
    return (
      <>
        <div
          ref={youtubeFrame}
          data-youtube-frame
          className="absolute inset-0 z-20 h-full w-full bg-black [&>*]:h-full [&>*]:w-full"
        />
        {spinner}
      </>
    );
  }
  if (state === 'playing') {
    return (
      <>
        <div id={targetId} className="absolute inset-0 z-20 h-full w-full bg-black" />
        {spinner}
      </>
    );
  }
  const playable = sourceSystem !== 'STREAM' || playerScript !== null;
  return (
    <>
      {state === 'blocked' ? (
        <div className="absolute inset-0 z-20 flex items-center justify-center bg-turf-950/85 p-3 sm:p-6">
          <div className="max-w-md rounded-lg bg-cream">
            <BlockedFeature name={youtube.name} />
          </div>
        </div>
      ) : null}
      {spinner}
      {playable && state === 'poster' ? (
        <button
          type="button"
          onClick={play}
          className="absolute inset-0 z-10 cursor-pointer focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-gold-400"
        >
          <span className="sr-only">Play {title ?? 'video'}</span>
        </button>
      ) : null}
    </>
  );
}
