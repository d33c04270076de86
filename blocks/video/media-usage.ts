import { trackSelfDescribing } from '@/ui/analytics/self-describing';
import type { MediaFacts } from './media-events';

/** A media usage event: what is sent to the behavioural tracker when a video completes. */
export interface MediaUsageEvent {
  content_id: string;
  content_type: string;
  start_timestamp: string;
  end_timestamp: string;
  content_start_time: number;
  content_end_time: number;
  content_provider: string;
  content_name: string;
  content_length: number;
}

/** The media usage event's schema, as a self-describing event of the behavioural tracker. */
export const MEDIA_USAGE_SCHEMA = 'iglu:com.furlong/media_usage/jsonschema/1-0-0';

/**
 * Usage tracking: 'start' records when and where playback began; 'complete' sends the
 * usage event and forgets the record, so a replay is a usage of its own.
 */
export class MediaUsage {
  private started: { at: number; position: number } | null = null;

  constructor(
    private readonly facts: Omit<MediaFacts, 'mediaLength'> & { contentType: string },
    private readonly send: (event: MediaUsageEvent) => void,
    private readonly now: () => number = Date.now,
  ) {}

  start(position: number): void {
    this.started = { at: this.now(), position };
  }

  complete(position: number, length: number): void {
    if (!this.started) return;
    this.send({
      content_id: this.facts.mediaId,
      content_type: this.facts.contentType,
      start_timestamp: new Date(this.started.at).toISOString(),
      end_timestamp: new Date(this.now()).toISOString(),
      content_start_time: this.started.position,
      content_end_time: position,
      content_provider: this.facts.mediaProvider,
      content_name: this.facts.mediaTitle,
      content_length: Number.isFinite(length) && length > 0 ? length : 0,
    });
    this.started = null;
  }
}

/**
 * Sends a usage event to the behavioural tracker as a self-describing event; the tracker
 * queues, batches and retries it, and drops it when no tracker runs with analytics consent.
 */
export function sendMediaUsage(event: MediaUsageEvent): void {
  trackSelfDescribing({ schema: MEDIA_USAGE_SCHEMA, data: { ...event } });
}
