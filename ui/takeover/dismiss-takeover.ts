import { TAKEOVER_FLAG, TAKEOVER_FLAG_MAX_AGE } from '@/shared/cookies.mjs';

/**
 * Remembers in the browser that the takeover was dismissed: the stored flag (TAKEOVER_FLAG set to
 * 'true'), and the cookie of the same name the server's redirect rule reads. Shows the site at once,
 * without a reload.
 */
export function dismissTakeover(): void {
  document.cookie = `${TAKEOVER_FLAG}=true; Path=/; Max-Age=${TAKEOVER_FLAG_MAX_AGE}; SameSite=Lax`;
  try {
    localStorage.setItem(TAKEOVER_FLAG, 'true');
  } catch {
    // storage can be unavailable (private mode); the cookie is enough
  }
  delete document.documentElement.dataset.takeover;
}
