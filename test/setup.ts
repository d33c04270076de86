import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// The DOM's matchers and clean-up are loaded only for the files that run with a DOM.
if (typeof document !== 'undefined') (await import('./setup-dom')).domHooks();

// A test fails on an unexpected console.error or console.warn; a test that expects one spies on it.
let unexpected: string[] = [];
beforeEach(() => {
  unexpected = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  const seen = unexpected;
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`Unexpected console output:\n${seen.join('\n')}`);
});

// Files that share a worker share its process: each file hands the next the environment variables,
// globals and clock it found.
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

export function expectConsole(level: 'error' | 'warn'): ReturnType<typeof vi.fn> {
  const spy = vi.fn();
  vi.spyOn(console, level).mockImplementation(spy);
  return spy;
}
