import type { PollProps } from './poll-schema';

export function pollFixture(overrides: Partial<PollProps> = {}): PollProps {
  return { pollId: 'poll-jockey-of-the-day', ...overrides };
}
