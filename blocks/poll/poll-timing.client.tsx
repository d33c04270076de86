'use client';
import { pollTimingText, type PollView } from './poll-view';
import { useClock } from './use-clock';

type PollDates = Pick<PollView, 'validFrom' | 'validTo' | 'publishResultDate'>;

/**
 * "Opening in {time}", "{time} left", "Results announced in {time}" or "Closed", counted in the browser
 * and kept current while the page is open.
 */
export function PollTimingText({ dates, className = '' }: { dates: PollDates; className?: string }) {
  const now = useClock();
  return (
    <p className={`min-h-5 ${className}`} data-poll-timing>
      {now === null ? null : pollTimingText(dates, now)}
    </p>
  );
}
