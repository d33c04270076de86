import 'server-only';
import { randomUUID } from 'node:crypto';
import { postEvents } from '@/platform/events';
import type { PollTrackingEvent } from '@/platform/types/events';

/** Poll tracking: one REQUEST event from POLLS for the poll, sent without waiting on it. */
export function trackPoll(pollId: string, deviceId: string, authId: string | null, now = Date.now()): void {
  const event: PollTrackingEvent = {
    eventId: randomUUID(),
    eventType: 'REQUEST',
    sourceSystem: 'POLLS',
    sourceSystemId: pollId,
    deviceId,
    authId,
    createdTimestamp: now,
    sentTimestamp: now,
  };
  void postEvents([event]);
}
