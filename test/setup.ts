import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';

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

export function expectConsole(level: 'error' | 'warn'): ReturnType<typeof vi.fn> {
  const spy = vi.fn();
  vi.spyOn(console, level).mockImplementation(spy);
  return spy;
}
