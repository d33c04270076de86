// Records what the site sent to the sandbox, so tests can assert on it (GET /__sandbox/events).

export const EVENT_TYPES = [
  'collector',
  'tracker',
  'revoke',
  'token',
  'forms',
  'tag-manager',
  'device-tags',
  'errors',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface RecordedEvent {
  type: EventType;
  time: string;
  [detail: string]: unknown;
}

// A sandbox left running for days must not grow without bound; tests need far fewer.
const MAX_EVENTS = 5000;

export class EventLog {
  private events: RecordedEvent[] = [];

  record(type: EventType, details: Record<string, unknown>): void {
    this.events.push({ ...details, type, time: new Date().toISOString() });
    if (this.events.length > MAX_EVENTS) this.events.splice(0, this.events.length - MAX_EVENTS);
  }

  list(type?: EventType): RecordedEvent[] {
    return type ? this.events.filter((event) => event.type === type) : [...this.events];
  }

  clear(): void {
    this.events = [];
  }
}
