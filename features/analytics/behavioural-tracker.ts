import type { TrackerConfiguration } from '@snowplow/browser-tracker';
import type { SelfDescribingJson } from '@/ui/analytics/self-describing';
import type { TrackerConfig } from './analytics-config';

/** Our tracker's name among the library's trackers: every call names it. */
export const TRACKER_NAMESPACE = 'furlong';
const TRACKERS = [TRACKER_NAMESPACE];

/**
 * The tracker's settings: POST batches of 40000 bytes at most to the configured
 * path, one event a batch, 5 s to connect; a local queue of 1000 events kept in local storage while the
 * collector cannot be reached and retried, except answers 400, 401, 403, 410 and 422, which drop the batch
 * (the library logs 'Status N, will not retry.'); sessions of 1800 s and a visitor cookie of two years.
 */
export function trackerConfiguration(config: TrackerConfig): TrackerConfiguration {
  return {
    appId: config.appId,
    platform: 'web',
    eventMethod: 'post',
    postPath: config.postPath,
    bufferSize: 1,
    maxPostBytes: 40000,
    connectionTimeout: 5000,
    maxLocalStorageQueueSize: 1000,
    retryFailedRequests: true,
    dontRetryStatusCodes: [400, 401, 403, 410, 422],
    sessionCookieTimeout: 1800,
    cookieLifetime: 63072000,
    stateStorageStrategy: 'cookieAndLocalStorage',
    contexts: { webPage: true },
  };
}

/** The running tracker, as the analytics runtime drives it. */
export interface BehaviouralTracker {
  pageView(): void;
  selfDescribing(event: SelfDescribingJson): void;
  /** Consent withdrawn: no more page pings, and the tracker's cookies and stored identifiers go. */
  withdraw(): void;
  /** Consent given again: identifiers stored and page pings again. */
  grant(): void;
}

type Library = typeof import('@snowplow/browser-tracker');

/**
 * Creates the tracker, with the library loaded on demand (a chunk of its own, fetched only once analytics
 * consent is given). Activity tracking: a first page ping after `minimumVisitLength` seconds on a page,
 * then one every `heartbeatDelay` seconds while the visitor is active.
 */
export async function startTracker(
  config: TrackerConfig,
  load: () => Promise<Library> = () => import('@snowplow/browser-tracker'),
): Promise<BehaviouralTracker> {
  const library = await load();
  library.newTracker(TRACKER_NAMESPACE, config.collectorUrl, trackerConfiguration(config));
  const activity = { minimumVisitLength: config.minimumVisitLength, heartbeatDelay: config.heartbeatDelay };
  library.enableActivityTracking(activity, TRACKERS);
  return {
    pageView: () => library.trackPageView({}, TRACKERS),
    selfDescribing: (event) => library.trackSelfDescribingEvent({ event }, TRACKERS),
    withdraw() {
      library.disableActivityTracking(TRACKERS);
      library.clearUserData({ preserveSession: false, preserveUser: false }, TRACKERS);
      library.enableAnonymousTracking({ stateStorageStrategy: 'none' }, TRACKERS);
    },
    grant() {
      library.disableAnonymousTracking({ stateStorageStrategy: 'cookieAndLocalStorage' }, TRACKERS);
      library.enableActivityTracking(activity, TRACKERS);
    },
  };
}
