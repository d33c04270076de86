import { EVENTS_ROUTE, type BrowserEvent } from './browser-event';
import { EventQueue, type QueueStorage } from './event-queue';
import { PageViews } from './page-views';
import { reportWebVitals } from './web-vitals';

// The browser side of the events collector (decision 17), loaded as a chunk of its own once the page
// is interactive (events.client.tsx): one queue for every event the browser sends, the page views and
// the Web Vitals.

const KEEPALIVE = typeof Request === 'function' && 'keepalive' in Request.prototype;

/**
 * POST to our own route, always with keepalive: a batch on its way when the visitor leaves still
 * arrives (it was taken off the queue and is not kept for the next page). Where keepalive is missing,
 * a beacon as the page is left.
 */
async function post(body: string, leaving: boolean): Promise<number> {
  if (leaving && !KEEPALIVE) {
    const queued = navigator.sendBeacon?.(EVENTS_ROUTE, new Blob([body], { type: 'application/json' }));
    return queued ? 202 : 0;
  }
  try {
    const response = await fetch(EVENTS_ROUTE, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: KEEPALIVE,
    });
    // The answer is read to its end: one never read leaves the request unfinished in the browser.
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  } catch {
    return 0;
  }
}

function tabStorage(): QueueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; the same version 4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The full path (query included) of the address this document was loaded from. */
function documentPath(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  const url = new URL(navigation?.name || window.location.href);
  return `${url.pathname}${url.search}`;
}

/** An event before it is given its id and time. */
type Unstamped<E = BrowserEvent> = E extends BrowserEvent ? Omit<E, 'eventId' | 'createdTimestamp'> : never;

interface Runtime {
  queue: EventQueue;
  pageViews: PageViews;
}

let runtime: Runtime | null = null;

function start(): Runtime {
  const queue = new EventQueue({
    post,
    storage: tabStorage(),
    warn: (message) => console.warn(message),
    // Said on the page, so a test waits for the queue to settle instead of for a fixed time.
    idle: (idle) => {
      document.documentElement.dataset.events = idle ? 'idle' : 'busy';
    },
  });
  const send = (event: Unstamped) => {
    queue.add({ ...event, eventId: uuid(), createdTimestamp: Date.now() } as BrowserEvent);
    // Reported as the page is hidden (the vitals are final then): it goes now, the page may not return.
    if (document.visibilityState === 'hidden') queue.leave();
  };
  const pageViews = new PageViews((path, title) => send({ type: 'page_view', path, title }));
  // The queue flushes when the page becomes hidden and before unload.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.leave();
  });
  window.addEventListener('pagehide', () => queue.leave());
  window.addEventListener('online', () => void queue.flush());
  const path = documentPath();
  reportWebVitals((vital) => send({ type: 'web_vital', path, ...vital }));
  return { queue, pageViews };
}

/** The page at this full path is showing: its page view is due in 500 ms, once per full path. */
export function pageShown(path: string): void {
  runtime ??= start();
  runtime.pageViews.shown(path);
}
