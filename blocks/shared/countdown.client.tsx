'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { countdownEndEvent, countdownLabel, countdownTickMs, remainingParts, twoDigits } from './countdown';

interface CountdownProps {
  /** The target, ms since the epoch (from `parseCountdownTarget`). */
  target: number;
  /** The server's clock when it rendered, so the first client render matches the server HTML. */
  renderedAt: number;
  /** Called once, at zero. */
  onEnd?: (() => void) | undefined;
  /** The banner's frame around the timer. */
  className?: string | undefined;
  /** Shown above the numbers while the countdown runs ("The next raceday starts in"). */
  children?: ReactNode;
}

const units = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/**
 * The countdown banner: ticks every second, pauses while the tab is hidden and resyncs from the clock when it
 * shows again; at zero it fires `countdown:end` on itself, calls `onEnd` once, and the banner hides.
 */
export function CountdownBanner({ target, renderedAt, onEnd, className = '', children }: CountdownProps) {
  const banner = useRef<HTMLDivElement>(null);
  const [now, setNow] = useState(renderedAt);
  const [ended, setEnded] = useState(false);
  const finished = useRef(false);
  const onEndRef = useRef(onEnd);

  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const sync = useCallback(() => {
    const current = Date.now();
    setNow(current);
    if (current < target || finished.current) return;
    finished.current = true;
    stop();
    banner.current?.dispatchEvent(new CustomEvent(countdownEndEvent, { bubbles: true, detail: { target } }));
    onEndRef.current?.();
    setEnded(true);
  }, [target, stop]);

  useEffect(() => {
    const start = () => {
      stop();
      sync();
      if (!finished.current) timer.current = setInterval(sync, countdownTickMs);
    };
    // A hidden tab does not tick; when it shows again the time is read afresh from the clock.
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [sync, stop]);

  const parts = remainingParts(target, now);
  // Already over when rendered: nothing to count down, on the server or the client.
  if (ended || (parts.totalSeconds === 0 && now === renderedAt)) return null;
  return (
    <div ref={banner} data-countdown="" className={className}>
      {children}
      {/* A timer is not announced as it changes (aria-live off); its name says when it ends. */}
      <div role="timer" aria-live="off" aria-label={countdownLabel(target)} className="flex gap-2 sm:gap-3">
        {units.map(([unit, name]) => (
          <div
            key={unit}
            className="flex min-w-16 flex-col items-center rounded-lg bg-current/10 px-2 py-2 ring-1 ring-current/20 sm:min-w-20"
          >
            <span
              suppressHydrationWarning
              className="font-display text-3xl leading-none font-bold tabular-nums sm:text-4xl"
            >
              {twoDigits(parts[unit])}
            </span>
            <span className="mt-1 text-xs font-semibold tracking-widest uppercase opacity-85">{name}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
