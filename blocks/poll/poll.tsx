import { Suspense, type ReactNode } from 'react';
import { getPoll } from '@/platform/polls';
import type { Poll } from '@/platform/types/poll';
import { PollFrame, type PollFrameProps, type PollStage } from './poll-frame';
import type { PollProps } from './poll-schema';

function isPast(date: string | null, now: number): boolean {
  return date !== null && Date.parse(date) <= now;
}

/** spec blocks §4: before validFrom it is not open yet; after validTo it has closed. */
export function pollStage(poll: Pick<Poll, 'validFrom' | 'validTo'>, now: number): PollStage {
  if (poll.validFrom !== null && !isPast(poll.validFrom, now)) return 'upcoming';
  if (isPast(poll.validTo, now)) return 'closed';
  return 'open';
}

/** The poll's frame as it stands now, or null (with a warning) when it is missing or failed to load. */
async function loadPollFrame(pollId: string): Promise<PollFrameProps | null> {
  let poll: Poll | null;
  try {
    poll = await getPoll(pollId);
  } catch (error) {
    console.warn(`Poll ${pollId} failed to load; the poll block is skipped: ${String(error)}`);
    return null;
  }
  if (!poll) {
    console.warn(`Poll ${pollId} was not found; the poll block is skipped`);
    return null;
  }
  return {
    title: poll.label || 'Have your say',
    sponsorLogo: poll.sponsorImageUrl ?? undefined,
    buttonLabel: 'Vote Now',
    stage: pollStage(poll, Date.now()),
    theme: 'light',
    royal: false,
  };
}

/**
 * The poll's question and sponsor, loaded on the server without a fan's token (so it is shared and
 * cached). A missing or failed poll logs a warning and shows nothing (spec blocks §8).
 */
export async function PollContent({ pollId }: PollProps): Promise<ReactNode> {
  const frame = await loadPollFrame(pollId);
  return frame ? <PollFrame {...frame} /> : null;
}

/** POLL: streams in once its poll has loaded, without holding up the page. */
export function PollBlock(props: PollProps) {
  return (
    <Suspense fallback={null}>
      <PollContent {...props} />
    </Suspense>
  );
}
