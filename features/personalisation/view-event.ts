import 'server-only';
import { randomUUID } from 'node:crypto';
import type { PromoViewRequest } from '@/blocks/promo/promo-request';
import type { PersonalisedViewEvent } from '@/platform/types/events';

export interface Viewer {
  deviceId: string;
  /** The signed-in fan's subject, or null. */
  authId: string | null;
}

/** A personalised block's view event: one REQUEST from PROMOBLOCKS for the block seen. */
export function personalisedViewEvent(
  view: PromoViewRequest,
  viewer: Viewer,
  now = Date.now(),
  eventId: string = randomUUID(),
): PersonalisedViewEvent {
  return {
    eventId,
    eventType: 'REQUEST',
    createdTimestamp: now,
    sentTimestamp: now,
    deviceId: viewer.deviceId,
    sourceSystem: 'PROMOBLOCKS',
    sourceSystemId: view.sourceSystemId,
    metadata: { rulesetId: view.rulesetId, contentType: view.contentType },
    authId: viewer.authId,
  };
}
