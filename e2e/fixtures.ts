import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

type Service = 'content' | 'polls' | 'auth' | 'events' | 'tracker' | 'video' | 'images' | 'all';
type Mode = 'none' | 'latency' | 'error' | 'malformed' | 'hang' | 'down';

/** The sandbox's controls (sandbox/README.md "Inspection and faults"). */
export interface Sandbox {
  url: string;
  /** Switches a fault on one of the sandbox's services; every fault is cleared after the test. */
  setFault(service: Service, mode: Mode, extra?: { latencyMs?: number; status?: number }): Promise<void>;
}

async function faults(url: string, init: RequestInit) {
  const response = await fetch(`${url}/__sandbox/faults`, init);
  if (!response.ok) throw new Error(`the sandbox's fault switch answered ${response.status}`);
}

/**
 * The site's tests: `sandboxUrl` is an option set in playwright.config.ts, `sandbox` its controls, put
 * back after each test that uses them, `siteUrl` the site's own address.
 */
export const test = base.extend<{ sandbox: Sandbox; siteUrl: string }, { sandboxUrl: string }>({
  sandboxUrl: ['http://localhost:4110', { option: true, scope: 'worker' }],
  siteUrl: async ({ baseURL }, provide) => {
    if (!baseURL) throw new Error('baseURL is not set in playwright.config.ts');
    await provide(baseURL);
  },
  sandbox: async ({ sandboxUrl }, provide) => {
    const sandbox: Sandbox = {
      url: sandboxUrl,
      setFault: (service, mode, extra = {}) =>
        faults(sandboxUrl, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ service, mode, ...extra }),
        }),
    };
    await provide(sandbox);
    await faults(sandboxUrl, { method: 'DELETE' });
  },
});
