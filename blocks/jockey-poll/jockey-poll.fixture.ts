import type { JockeyPollProps } from './jockey-poll-schema';

export function jockeyPollFixture(overrides: Partial<JockeyPollProps> = {}): JockeyPollProps {
  return {
    pollId: 'poll-jockey-of-the-day',
    title: 'Jockey of the Day',
    description: 'Who gave the ride of the day? Vote for your Jockey of the Day.',
    image: { src: 'https://img.test/jockeys.jpg', alt: 'Jockeys in the Parade Ring' },
    buttonText: 'Vote Now',
    autotrigger: false,
    theme: 'dark',
    royal: false,
    ...overrides,
  };
}
