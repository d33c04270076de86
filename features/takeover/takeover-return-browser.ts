import { TAKEOVER_RETURN_COOKIE } from '@/shared/cookies.mjs';

/**
 * The deep link the takeover remembered, from `document.cookie`, when it resolves to a page of this
 * site other than the home page; else null. The browser resolves it as a navigation would, so nothing
 * tampered with can lead off the site (the server checks it with the full return-path rules).
 */
export function rememberedDeepLink(cookieHeader: string, here: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== TAKEOVER_RETURN_COOKIE) continue;
    try {
      const url = new URL(decodeURIComponent(part.slice(index + 1).trim()), here);
      const path = `${url.pathname}${url.search}`;
      return url.origin === new URL(here).origin && path !== '/' ? path : null;
    } catch {
      return null;
    }
  }
  return null;
}
