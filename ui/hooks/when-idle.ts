/**
 * Runs `run` once the page has loaded and the main thread is idle (within 3 s): code that is not needed
 * to show the page (analytics, error reporting) must not delay it becoming interactive.
 */
export function whenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
