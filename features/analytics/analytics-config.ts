import type { ConsentNeed } from '@/ui/consent/consent-store';

/** The behavioural tracker's collector and activity tracking. */
export interface TrackerConfig {
  /** The collector's base address, without a trailing slash. */
  collectorUrl: string;
  /** Where on the collector batches are POSTed. */
  postPath: string;
  appId: string;
  /** Seconds before the first page ping, and between pings; whole numbers. */
  minimumVisitLength: number;
  heartbeatDelay: number;
}

export interface TagManagerConfig {
  id: string;
  /** The container script; `?id=` is added. */
  scriptUrl: string;
}

export interface DeviceTagsConfig {
  /** Public: the device-tags script's API key is part of the browser's runtime configuration. */
  apiKey: string;
  scriptUrl: string;
}

/**
 * What the browser needs to run analytics: public settings only, the same for every visitor (the page
 * that carries them is cached by address, docs/decisions/0016). Each part is null when not configured.
 */
export interface AnalyticsConfig {
  /** The consent that stands for analytics storage. */
  need: ConsentNeed;
  tracker: TrackerConfig | null;
  tagManager: TagManagerConfig | null;
  deviceTags: DeviceTagsConfig | null;
}
