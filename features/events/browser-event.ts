/**
 * What the browser sends to our own `POST /api/events` (decision 17): page views and Web Vitals, with
 * nothing about who sends them. The server adds the device id and the fan from the cookies, the sent
 * time, and forwards them to the events collector with the API key only it holds. Shared by the
 * browser's queue and the route, so it holds types and numbers only.
 */
import { BODY_LIMITS } from '@/shared/request-body.mjs';

export const EVENTS_ROUTE = '/api/events';

interface BrowserEventBase {
  /** A random UUID made in the browser, so a batch sent twice can be recognised. */
  eventId: string;
  /** When it happened, in milliseconds since the epoch. */
  createdTimestamp: number;
  /** The page's full path, query included. */
  path: string;
}

export interface BrowserPageView extends BrowserEventBase {
  type: 'page_view';
  title: string | null;
}

export type WebVitalName = 'LCP' | 'INP' | 'CLS';
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

export interface BrowserWebVital extends BrowserEventBase {
  type: 'web_vital';
  name: WebVitalName;
  value: number;
  rating: WebVitalRating;
  metricId: string;
  navigationType: string;
}

export type BrowserEvent = BrowserPageView | BrowserWebVital;

export interface BrowserEventBatch {
  events: BrowserEvent[];
}

/** What one `POST /api/events` may carry; the browser's batches stay within it. */
export const BATCH_LIMITS = {
  /** Events in one batch. */
  events: 50,
  /** Bytes of one body: under the 64 KiB a browser lets keepalive requests and beacons carry. */
  bytes: BODY_LIMITS.events,
  path: 2048,
  title: 300,
  /** metricId and navigationType. */
  label: 100,
} as const;
