import 'server-only';

/** A media usage event (a self-describing tracker event); content_length defaults to 0. */
export interface MediaUsageEvent {
  content_id: string;
  content_type: string;
  start_timestamp: number;
  end_timestamp: number;
  content_start_time: number;
  content_end_time: number;
  content_provider: string;
  content_name: string;
  /** Defaults to 0. */
  content_length: number;
}

/** A media analytics event (start, play, complete), pushed to the data layer. */
export interface MediaAnalyticsEvent {
  event: 'video';
  mediaId: string;
  mediaLength: number;
  mediaTitle: string;
  mediaProvider: string;
  mediaCurrentTime: number;
  mediaPercent: number;
  mediaAction: 'start' | 'play' | 'complete';
}

interface CollectorEventBase {
  eventId: string;
  eventType: string;
  createdTimestamp: number;
  sentTimestamp: number;
  deviceId: string;
  /** The fan's subject, or null when anonymous. */
  authId: string | null;
}

/** A personalised block's view event, sent to the events collector. */
export interface PersonalisedViewEvent extends CollectorEventBase {
  eventType: 'REQUEST';
  sourceSystem: 'PROMOBLOCKS';
  sourceSystemId: string;
  metadata: { rulesetId: string | null; contentType: string | null };
}

/** A poll's tracking event, sent when the poll has trackingEnabled. */
export interface PollTrackingEvent extends CollectorEventBase {
  eventType: 'REQUEST';
  sourceSystem: 'POLLS';
  sourceSystemId: string;
}

/**
 * Page views also go to the events collector (500 ms after a page finishes loading,
 * once per distinct full path). Shaped as the other collector events; the `WEB` source system
 * and the metadata are ours. `sourceSystemId` is the full path, query included.
 */
export interface PageViewEvent extends CollectorEventBase {
  eventType: 'PAGE_VIEW';
  sourceSystem: 'WEB';
  sourceSystemId: string;
  metadata: { title: string | null };
}

/**
 * Issue 14: a Core Web Vital measured in a visitor's browser (web-vitals), so the venue sees race-day
 * performance on real phones. `sourceSystemId` is the full path of the page it was measured on.
 */
export interface WebVitalEvent extends CollectorEventBase {
  eventType: 'WEB_VITAL';
  sourceSystem: 'WEB';
  sourceSystemId: string;
  metadata: {
    name: 'LCP' | 'INP' | 'CLS';
    /** Milliseconds for LCP and INP, a unitless score for CLS. */
    value: number;
    rating: 'good' | 'needs-improvement' | 'poor';
    /** web-vitals' id of this metric instance for this page load. */
    metricId: string;
    navigationType: string;
  };
}

/** Everything POST /v1/{clientId}/events accepts. */
export type CollectorEvent = PersonalisedViewEvent | PollTrackingEvent | PageViewEvent | WebVitalEvent;
