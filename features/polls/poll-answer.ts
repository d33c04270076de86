import 'server-only';
import type { PollView } from '@/blocks/poll/poll-view';
import type { Poll } from '@/platform/types/poll';

/** The poll as the browser may see it: its question, options, counts and dates, nothing else. */
export function pollView(poll: Poll): PollView {
  return {
    id: poll.id,
    label: poll.label,
    votes: poll.votes,
    options: poll.options.map((option) => ({
      id: option.id,
      label: option.label,
      votes: option.votes,
      selected: option.selected,
      postVoteMessage: option.postVoteMessage,
    })),
    sponsorImageUrl: poll.sponsorImageUrl,
    validFrom: poll.validFrom,
    validTo: poll.validTo,
    publishResultDate: poll.publishResultDate,
  };
}
