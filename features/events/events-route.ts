import 'server-only';
import { LRUCache } from 'lru-cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { readBody } from '@/features/request-body/read-body';
import {
  applyChanges,
  deviceIdFrom,
  storedFanId,
  type CookieSource,
} from '@/features/session/resolve-session';
import { refuseCrossSite } from '@/features/session/same-origin-response';
import { postEvents } from '@/platform/events';
import type { PageViewEvent, WebVitalEvent } from '@/platform/types/events';
import { BATCH_LIMITS, type BrowserEvent, type BrowserEventBatch } from './browser-event';

const PRIVATE = { 'cache-control': 'private, no-store' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** No control characters anywhere: these strings end up in the venue's reports. */
const PRINTABLE = /^[^\p{Cc}]*$/u;
/** 2020-01-01 to 2100-01-01: a browser's clock may be wrong, but not by decades. */
const TIMESTAMP = z.number().int().min(1_577_836_800_000).max(4_102_444_800_000);

const text = (max: number) => z.string().max(max).regex(PRINTABLE, 'must not hold control characters');

const base = {
  eventId: z.string().regex(UUID, 'must be a UUID'),
  createdTimestamp: TIMESTAMP,
  path: text(BATCH_LIMITS.path).startsWith('/', 'must be a path starting with /'),
};

const pageView = z.strictObject({
  ...base,
  type: z.literal('page_view'),
  title: text(BATCH_LIMITS.title).nullable(),
});

const webVital = z.strictObject({
  ...base,
  type: z.literal('web_vital'),
  name: z.enum(['LCP', 'INP', 'CLS']),
  // An hour is far beyond any real LCP or INP; CLS is a small score.
  value: z.number().min(0).max(3_600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  metricId: text(BATCH_LIMITS.label).min(1),
  navigationType: text(BATCH_LIMITS.label),
});

const batchSchema = z.strictObject({
  events: z
    .array(z.discriminatedUnion('type', [pageView, webVital]))
    .min(1)
    .max(BATCH_LIMITS.events),
}) satisfies z.ZodType<BrowserEventBatch>;

type Read = { ok: true; batch: BrowserEventBatch } | { ok: false; message: string };

function readBatch(body: string): Read {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, message: 'The body is not JSON' };
  }
  const parsed = batchSchema.safeParse(json);
  if (parsed.success) return { ok: true, batch: parsed.data };
  const [issue] = parsed.error.issues;
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `The body is not a batch of events (${where}${issue?.message ?? 'invalid'})` };
}

/** Who sent the batch, from the cookies only: no refresh and no token call for a beacon. */
async function viewerFrom(cookies: CookieSource) {
  const device = deviceIdFrom(cookies);
  // The fan only when the access token verifies as the identity provider's: anyone else is a visitor.
  const authId = await storedFanId(cookies);
  return { deviceId: device.deviceId, authId, changes: device.changes };
}

/** A browser event as the events collector takes it (platform/types/events.ts). */
export function collectorEventOf(
  event: BrowserEvent,
  viewer: { deviceId: string; authId: string | null },
  now: number,
): PageViewEvent | WebVitalEvent {
  const common = {
    eventId: event.eventId,
    createdTimestamp: event.createdTimestamp,
    sentTimestamp: now,
    deviceId: viewer.deviceId,
    authId: viewer.authId,
    sourceSystem: 'WEB' as const,
    sourceSystemId: event.path,
  };
  if (event.type === 'page_view') {
    return { ...common, eventType: 'PAGE_VIEW', metadata: { title: event.title } };
  }
  const { name, value, rating, metricId, navigationType } = event;
  return { ...common, eventType: 'WEB_VITAL', metadata: { name, value, rating, metricId, navigationType } };
}

/**
 * The events this instance forwarded lately, or is forwarding: whether the collector took them. A
 * browser sends a batch again when its first request had no answer (event-queue.ts), though that
 * request may have reached us, and may still be on its way to the collector: each event id goes on once.
 */
const forwarded = new LRUCache<string, Promise<boolean>>({ max: 50_000, ttl: 10 * 60_000 });

/**
 * Claims the batch's events that are not taken already, nor on their way to the collector: they go on
 * with this request, once each, and `settle` says whether the collector took them. An event another
 * request is forwarding is waited for, and claimed should the collector not take it there.
 */
async function claim(batch: readonly BrowserEvent[]) {
  let settle: (taken: boolean) => void = () => {};
  const ours = new Promise<boolean>((resolve) => (settle = resolve));
  const unique = [...new Map(batch.map((event) => [event.eventId, event])).values()];
  const taken = await Promise.all(
    unique.map(({ eventId }) => {
      const earlier = forwarded.get(eventId);
      if (earlier) return earlier;
      forwarded.set(eventId, ours);
      return false;
    }),
  );
  const fresh = unique.filter((_, index) => !taken[index]);
  // Those another request could not forward are this one's now.
  for (const { eventId } of fresh) forwarded.set(eventId, ours);
  return {
    fresh,
    settle(accepted: boolean) {
      settle(accepted);
      if (accepted) return;
      for (const { eventId } of fresh) if (forwarded.get(eventId) === ours) forwarded.delete(eventId);
    },
  };
}

// While the collector is down every open page retries: one warning a minute says so, not one a request.
const WARN_EVERY_MS = 60_000;
let notTaken = { since: 0, events: 0 };

function warnNotTaken(count: number, now: number): void {
  notTaken.events += count;
  if (now - notTaken.since < WARN_EVERY_MS) return;
  console.warn(`Events collector: ${notTaken.events} browser events not taken, to be sent again`);
  notTaken = { since: now, events: 0 };
}

/**
 * POST /api/events with `{events}` from our own pages (decision 17): page views and Web Vitals,
 * checked against the batch's shape and limits (anything else is a 400 saying what is wrong), given the
 * device id and the fan from the cookies, and forwarded to the events collector, whose API key stays
 * here. 202 once the collector took them (or had them already); 503 when it did not, so the browser
 * sends them again later.
 */
export async function eventsRoute(request: NextRequest): Promise<NextResponse> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const body = await readBody(request, BATCH_LIMITS.bytes);
  if (!body.ok) return body.response;
  const read = readBatch(body.text);
  if (!read.ok) return NextResponse.json({ error: read.message }, { status: 400, headers: PRIVATE });
  const viewer = await viewerFrom(request.cookies);
  const claimed = await claim(read.batch.events);
  const now = Date.now();
  const events = claimed.fresh.map((event) => collectorEventOf(event, viewer, now));
  let accepted = false;
  try {
    accepted = await postEvents(events);
  } finally {
    // Never left unsettled: a request sending the same events again waits on it.
    claimed.settle(accepted);
  }
  const response = accepted
    ? NextResponse.json({ accepted: read.batch.events.length }, { status: 202, headers: PRIVATE })
    : NextResponse.json(
        { error: 'The events collector did not take the events; send them again later' },
        { status: 503, headers: { ...PRIVATE, 'retry-after': '5' } },
      );
  if (!accepted) warnNotTaken(events.length, now);
  applyChanges(response.cookies, viewer.changes);
  return response;
}
