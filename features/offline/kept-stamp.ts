// When a kept page was kept, told to the page it is shown on. The worker answers with its kept copy
// plus a Server-Timing entry (KEPT_TIMING) whose description is the copy's Date header, the time the
// site sent it; the page reads it from its navigation's timing entry and shows "Saved at 13:05".
import { KEPT_TIMING } from './names';

/** The kept copy as the worker answers with it: the same page, marked with when it was kept. */
export function withKeptStamp(kept: Response): Response {
  const headers = new Headers(kept.headers);
  const sentAt = Date.parse(kept.headers.get('date') ?? '');
  if (Number.isFinite(sentAt)) headers.append('server-timing', `${KEPT_TIMING};desc="${sentAt}"`);
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

/** When the page shown was kept (milliseconds since the epoch), or null for a page from the network. */
export function keptAt(timings: readonly { name: string; description: string }[]): number | null {
  const entry = timings.find((timing) => timing.name === KEPT_TIMING);
  const at = Number(entry?.description);
  return entry && Number.isFinite(at) && at > 0 ? at : null;
}
