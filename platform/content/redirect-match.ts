import 'server-only';
import type { RedirectEntry, RedirectMatch } from '../types/lists';

/** A chain of redirects longer than this is treated as a loop. */
export const MAX_REDIRECT_HOPS = 10;

// Control characters and spaces never belong in a Location header.
const UNSAFE = /[\u0000-\u0020\u007f\\]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/;

/** A same-site path: one leading '/', never '//' or '/\' (which browsers read as another host). */
function isSitePath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/** An external target as an absolute http(s) URL, or null when it is not a safe one. */
function externalUrl(target: string): string | null {
  const absolute = target.startsWith('//')
    ? `https:${target}`
    : SCHEME.test(target)
      ? target
      : `https://${target}`;
  if (!URL.canParse(absolute)) return null;
  const url = new URL(absolute);
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  return web && url.hostname !== '' && !url.username && !url.password ? url.href : null;
}

/** The path part of a same-site target, without query, fragment or trailing slash, for comparing. */
function pathOf(target: string): string {
  const path = target.split(/[?#]/)[0] ?? target;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function firstMatch(entries: readonly RedirectEntry[], path: string): RedirectMatch | null {
  for (const entry of entries) {
    const from = entry.from?.trim();
    const to = entry.to?.trim();
    if (!from || !to) continue;
    if (!from.startsWith('/') || from !== path) continue;
    const target = to.toLowerCase();
    if (UNSAFE.test(target.replace(/^\/\\/, '/'))) continue;
    if (isSitePath(target)) return { location: target, external: false };
    if (target.startsWith('/\\')) continue;
    const location = externalUrl(target);
    if (location) return { location, external: true };
  }
  return null;
}

/**
 * Entries without both from and to are ignored; a redirect applies only when its 'from' starts
 * with '/' and equals the path exactly; the target is lowercased and is external when it does not start
 * with '/'. Beyond that, so a bad entry can never send visitors somewhere harmful or round in
 * circles: an external target must be an http(s) address ('//host' and a bare host get https://), a
 * target with spaces, control characters or backslashes is ignored, and so is a redirect to itself or
 * one whose chain of same-site redirects comes back round or runs past MAX_REDIRECT_HOPS.
 */
export function matchRedirect(entries: readonly RedirectEntry[], path: string): RedirectMatch | null {
  const match = firstMatch(entries, path);
  if (!match || match.external) return match;
  const seen = new Set([pathOf(path)]);
  let next: RedirectMatch | null = match;
  for (let hop = 0; next && !next.external; hop += 1) {
    const target = pathOf(next.location);
    if (seen.has(target) || hop >= MAX_REDIRECT_HOPS) return null;
    seen.add(target);
    next = firstMatch(entries, target);
  }
  return match;
}
