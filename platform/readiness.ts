import 'server-only';
import { httpClient } from './http/default-client';
import { getSettings } from './settings';

/** What /readyz answers (docs/operations.md). */
export interface Readiness {
  ready: boolean;
  /** Whether the content service answered the probe just now. */
  content: 'up' | 'down';
  /** Good answers kept to serve while it fails. */
  keptCopies: number;
}

/** Ready when the content service answers, or when it does not but kept copies can serve pages. */
export function readinessOf(contentUp: boolean, keptCopies: number): Readiness {
  return { ready: contentUp || keptCopies > 0, content: contentUp ? 'up' : 'down', keptCopies };
}

export interface ReadinessProbeOptions {
  /** One cheap call to the content service: true when it answered. */
  probe: () => Promise<boolean>;
  keptCopies: () => number;
  now?: () => number;
  /** An answer is reused this long, so a flood of /readyz costs the content service one call. */
  reuseMs?: number;
}

/** /readyz's check: at most one probe at a time and one per `reuseMs`, shared by every caller. */
export function createReadinessCheck({
  probe,
  keptCopies,
  now = Date.now,
  reuseMs = 5000,
}: ReadinessProbeOptions): () => Promise<Readiness> {
  let last: { at: number; up: Promise<boolean> } | null = null;
  return async () => {
    if (!last || now() - last.at >= reuseMs) {
      last = { at: now(), up: probe().catch(() => false) };
    }
    return readinessOf(await last.up, keptCopies());
  };
}

const PROBE_TIMEOUT_MS = 2000;

/** The process's check: the smallest content call there is, never cached, never retried. */
export function contentReadinessCheck(): () => Promise<Readiness> {
  return createReadinessCheck({
    probe: async () => {
      const settings = getSettings();
      const result = await httpClient().requestResult('/v2/categories', {
        baseUrl: settings.contentApiUrl,
        params: { clientId: settings.clientId, size: 1 },
        noCache: true,
        retry: false,
        timeoutMs: Math.min(PROBE_TIMEOUT_MS, settings.upstreamTimeoutMs),
      });
      return result.kind !== 'failed';
    },
    keptCopies: () => httpClient().keptCopies(),
  });
}
