import { vi } from 'vitest';

/**
 * Modules imported after this call share one React `cache` per function, as a server request does
 * (outside a server render React's `cache` keeps nothing). Import the modules under test afterwards,
 * with `await import(…)`; `endRequest` puts React back.
 */
export function oneRequest(): void {
  vi.resetModules();
  vi.doMock('react', async (original) => ({
    ...(await original<typeof import('react')>()),
    cache: <T>(make: () => T) => {
      let value: T | undefined;
      return () => (value ??= make());
    },
  }));
}

export function endRequest(): void {
  vi.doUnmock('react');
}
