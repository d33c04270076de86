import type { JockeyPollProps } from './jockey-poll-schema';
import { loadSharedPoll, pollDates } from '../poll/poll';
import { PollFrame } from '../poll/poll-frame';

export async function JockeyPollContent({
  pollId,
  title,
  description,
  image,
  buttonText,
  autotrigger,
  theme,
  royal,
}: JockeyPollProps) {
  const poll = await loadSharedPoll(pollId);
  if (!poll) return null;
  return (
    <PollFrame
      pollId={poll.id}
      title={title}
      feature={`${title} poll`}
      description={description}
      image={image}
      sponsorLogo={poll.sponsorImageUrl ?? undefined}
      buttonLabel={buttonText}
      autotrigger={autotrigger}
      dates={pollDates(poll)}
      theme={theme}
      royal={royal}
    />
  );
}

/** jockey-of-the-day-poll: its teaser (title, description, image) and the voting modal it opens. */
export function JockeyPollBlock(props: JockeyPollProps) {
  return <JockeyPollContent {...props} />;
}
