import { E2E } from '../playwright.config';

type Service = 'content' | 'polls' | 'auth' | 'events' | 'tracker' | 'video' | 'images' | 'all';
type Mode = 'none' | 'latency' | 'error' | 'malformed' | 'hang' | 'down';

/** Switches a fault on one of the sandbox's services; `clearFaults` puts everything back. */
export async function setFault(
  service: Service,
  mode: Mode,
  extra: { latencyMs?: number; status?: number } = {},
) {
  const response = await fetch(`${E2E.sandbox}/__sandbox/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service, mode, ...extra }),
  });
  if (!response.ok) throw new Error(`setting a fault failed: ${response.status}`);
}

export async function clearFaults() {
  await fetch(`${E2E.sandbox}/__sandbox/faults`, { method: 'DELETE' });
}
