import { z } from 'zod';

/** A poll block names its poll; the poll itself comes from the poll service. */
export interface PollProps {
  pollId: string;
}

/** POLL: `pollId` is required, the rest is the poll service's. */
export const pollSchema = z
  .object({ pollId: z.string().trim().min(1) })
  .transform(({ pollId }): PollProps => ({ pollId }));
