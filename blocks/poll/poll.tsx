import { type ReactNode } from 'react';
import { getPoll } from '@/platform/polls';
import type { Poll } from '@/platform/types/poll';
import { PollFrame, type PollFrameProps } from './poll-frame';
import type { PollProps } from './poll-schema';

/** The poll shared by every visitor (no token, so cached), or null with a warning: nothing is shown. */
export async function loadSharedPoll(pollId: string): Promise<Poll | null> {
  try {
    const poll = await getPoll(pollId);
    if (!poll) console.warn(`Poll ${pollId} was not found; the poll block is skipped`);
    return poll;
  } catch (error) {
    console.warn(`Poll ${pollId} failed to load; the poll block is skipped: ${String(error)}`);
    return null;
  }
}

export const pollDates = (poll: Poll): PollFrameProps['dates'] => ({
  validFrom: poll.validFrom,
  validTo: poll.validTo,
  publishResultDate: poll.publishResultDate,
});

/** The poll's teaser once it has loaded; a missing or failed poll shows nothing. */
export async function PollContent({ pollId }: PollProps): Promise<ReactNode> {
  const poll = await loadSharedPoll(pollId);
  if (!poll) return null;
  return (
    <PollFrame
      pollId={poll.id}
      title={poll.label || 'Have your say'}
      feature="Fan poll"
      sponsorLogo={poll.sponsorImageUrl ?? undefined}
      buttonLabel="Vote Now"
      autotrigger={false}
      dates={pollDates(poll)}
      theme="light"
      royal={false}
    />
  );
}

/** POLL, rendered with the page once its poll has loaded (docs/decisions/0014). */
export function PollBlock(props: PollProps) {
  return <PollContent {...props} />;
}
