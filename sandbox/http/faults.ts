// The fault switch: makes one service (or all) slow, failing, malformed, huge, silent or unreachable,
// so the site's timeouts, retries and fallbacks can be tested against it.
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { errorEnvelope, sendJson } from './respond';

export const SERVICES = [
  'content',
  'placements',
  'polls',
  'auth',
  'events',
  'tracker',
  'video',
  'images',
] as const;
export type ServiceName = (typeof SERVICES)[number];

// A part of a service that can fail alone; a fault set for the whole service covers it too.
const PART_OF: Partial<Record<ServiceName, ServiceName>> = { placements: 'content' };

export const faultSchema = z.strictObject({
  service: z.enum([...SERVICES, 'all']),
  mode: z.enum(['none', 'latency', 'error', 'malformed', 'huge', 'hang', 'down']),
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  /** For `huge`: how many bytes the answer holds. */
  sizeBytes: z
    .number()
    .int()
    .min(1)
    .max(1024 * 1024 * 1024)
    .optional(),
  status: z.number().int().min(400).max(599).optional(),
});
export type Fault = z.infer<typeof faultSchema>;

const DEFAULT_LATENCY_MS = 1000;
const DEFAULT_ERROR_STATUS = 503;
/** What killed a server with no cap on an answer's size: one JSON answer of 120 MB. */
const DEFAULT_HUGE_BYTES = 120 * 1024 * 1024;
const HUGE_CHUNK = Buffer.alloc(64 * 1024, 'a');

/**
 * A success envelope of `size` bytes, its data one long string, written as the client takes it, with no
 * Content-Length (as a proxy streaming it would send it), and stopped when the client goes away.
 */
async function sendHuge(res: ServerResponse, size: number): Promise<void> {
  const opening = '{"status":"success","data":"';
  const closing = '"}';
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.write(opening);
  let left = Math.max(0, size - opening.length - closing.length);
  while (left > 0 && !res.destroyed) {
    const chunk = left >= HUGE_CHUNK.length ? HUGE_CHUNK : HUGE_CHUNK.subarray(0, left);
    left -= chunk.length;
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          res.off('drain', go);
          res.off('close', go);
          resolve();
        };
        res.once('drain', go);
        res.once('close', go);
      });
    }
  }
  if (!res.destroyed) res.end(closing);
}

export class FaultSwitch {
  private readonly faults = new Map<Fault['service'], Fault>();
  private readonly listeners = new Set<() => void>();

  set(fault: Fault): void {
    if (fault.mode === 'none') this.faults.delete(fault.service);
    else this.faults.set(fault.service, fault);
    this.changed();
  }

  clear(): void {
    this.faults.clear();
    this.changed();
  }

  list(): Fault[] {
    return [...this.faults.values()];
  }

  /** A fault set for the service itself wins over one for the service it is part of, then 'all'. */
  active(service: ServiceName): Fault | undefined {
    const whole = PART_OF[service];
    return this.faults.get(service) ?? (whole && this.faults.get(whole)) ?? this.faults.get('all');
  }

  /** Resolves at the next change of faults; hanging requests wait on this. */
  nextChange(): Promise<void> {
    return new Promise((resolve) => {
      const listener = () => {
        this.listeners.delete(listener);
        resolve();
      };
      this.listeners.add(listener);
    });
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** Waits for `until`, or less if the client goes away; true when the client is still there. */
function waitOrClose(res: ServerResponse, until: Promise<void>): Promise<boolean> {
  return new Promise((resolve) => {
    const onClose = () => resolve(false);
    res.once('close', onClose);
    void until.then(() => {
      res.off('close', onClose);
      resolve(!res.destroyed);
    });
  });
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Applies the service's fault, if any. Returns true when the request has been dealt with
 * (answered, dropped or abandoned) and false when it should now be handled normally.
 */
export async function applyFault(
  faults: FaultSwitch,
  service: ServiceName,
  res: ServerResponse,
  origin: string,
): Promise<boolean> {
  const fault = faults.active(service);
  if (!fault) return false;
  switch (fault.mode) {
    case 'none':
      return false;
    case 'latency':
      return !(await waitOrClose(res, delay(fault.latencyMs ?? DEFAULT_LATENCY_MS)));
    case 'error': {
      const status = fault.status ?? DEFAULT_ERROR_STATUS;
      sendJson(
        res,
        status,
        errorEnvelope('injected_fault', `The ${service} service is failing (status ${status})`),
        origin,
      );
      return true;
    }
    case 'malformed':
      if (service === 'images') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end('this is not an image');
      } else {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end('{"status":"success","data":{"articles":[{"id":');
      }
      return true;
    case 'huge':
      await sendHuge(res, fault.sizeBytes ?? DEFAULT_HUGE_BYTES);
      return true;
    case 'hang':
      // Held until the faults change (then re-evaluated) or the client gives up.
      if (!(await waitOrClose(res, faults.nextChange()))) return true;
      return applyFault(faults, service, res, origin);
    case 'down':
      res.socket?.destroy();
      return true;
  }
}
