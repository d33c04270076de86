import { PollFrame } from '../poll/poll-frame';
import type { JockeyPollProps } from './jockey-poll-schema';

/** jockey-of-the-day-poll: its title, description and image, the vote button waiting for the modal. */
export function JockeyPollBlock({ title, description, image, buttonText, theme, royal }: JockeyPollProps) {
  return (
    <PollFrame
      title={title}
      description={description}
      image={image}
      buttonLabel={buttonText}
      stage="open"
      theme={theme}
      royal={royal}
    />
  );
}
