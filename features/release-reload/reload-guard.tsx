import { inlineCall } from '@/platform/shared/inline-script';
import { RELOAD_GUARD_KEY, RELOAD_GUARD_SECONDS, RELOAD_ONCE } from './reload-guard-names';

/**
 * Runs in the browser's <head>, sent as its own source text (see inlineCall): self-contained, plain code.
 *
 * After a release, a page opened before it asks for scripts the site no longer has: a link whose route
 * needs one shows the error page, and a page whose own scripts are gone never becomes interactive. So
 * the page is loaded again, once, which brings the new release's scripts: when one of the site's
 * scripts (from /_next/) fails to load before the page is hydrated, and when an error page is about to
 * show a chunk error (`window[reloadOnce](error)`, from app/error.tsx). What is loaded is the page a link
 * just followed was going to, else the one shown. The path and an expiry are kept in session storage,
 * so the same path is not loaded again within `seconds`: a script that is truly gone leaves the page as
 * the server made it, or the error page, instead of reloading for ever.
 */
function installReloadGuard(key: string, seconds: number, reloadOnce: string): void {
  const isChunkError = (error: unknown): boolean => {
    const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
    return (
      name === 'ChunkLoadError' ||
      /Loading (CSS )?chunk [^ ]+ failed|Failed to (fetch|load) (dynamically imported module|chunk)|Importing a module script failed/i.test(
        String(message ?? ''),
      )
    );
  };
  // The link the fan last followed, if in the guard's time: a route that failed to load is loaded from
  // its address, so the fan lands where they were going rather than back where they were.
  let followed: { path: string; at: number } | null = null;
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (
        link instanceof HTMLAnchorElement &&
        link.origin === location.origin &&
        !link.target &&
        !link.download
      ) {
        followed = { path: link.pathname + link.search, at: Date.now() };
      }
    },
    true,
  );
  const reload = (): boolean => {
    const here = location.pathname + location.search;
    const path = followed && Date.now() - followed.at < seconds * 1000 ? followed.path : here;
    try {
      const last = JSON.parse(sessionStorage.getItem(key) ?? 'null') as {
        path?: string;
        expires?: number;
      } | null;
      if (last && last.path === path && Number(last.expires) > Date.now()) return false;
      sessionStorage.setItem(key, JSON.stringify({ path, expires: Date.now() + seconds * 1000 }));
    } catch {
      // No session storage (a sandboxed frame, storage off): without the guard a reload could loop.
      return false;
    }
    if (path === here) location.reload();
    else location.assign(path);
    return true;
  };
  (window as unknown as Record<string, unknown>)[reloadOnce] = (error: unknown) =>
    isChunkError(error) && reload();
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (
        document.documentElement.dataset.hydrated !== 'true' &&
        target instanceof HTMLScriptElement &&
        new URL(target.src, location.href).pathname.startsWith('/_next/')
      ) {
        reload();
      }
    },
    true,
  );
}

export function reloadGuardScript(): string {
  return inlineCall(installReloadGuard, RELOAD_GUARD_KEY, RELOAD_GUARD_SECONDS, RELOAD_ONCE);
}

/** The guard's script, for the layout's <head>, before the site's own scripts. */
export function ReloadGuardScript() {
  return <script dangerouslySetInnerHTML={{ __html: reloadGuardScript() }} />;
}
