import { vi } from 'vitest';

/**
 * Content warnings are expected from hostile content and kept quiet; console errors are collected so a
 * property can fail on them with the case that caused them.
 */
export function watchConsole() {
  const errors: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' ').slice(0, 500));
  });
  return {
    errors,
    reset: () => {
      errors.length = 0;
    },
  };
}
