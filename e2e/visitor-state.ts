import { consentStorage } from '../sandbox/consent-vendors.mjs';
import { TAKEOVER_FLAG } from '../shared/cookies.mjs';

/** The cookie of a visitor who dismissed the content pack's project takeover. */
export const dismissedTakeover = {
  name: TAKEOVER_FLAG,
  value: 'true',
  domain: 'localhost',
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
};

/** What the sandbox consent platform remembers of a visitor's choice (sandbox/browser/consent-platform.js). */
export function consentChoice(site: string, grants: Record<string, boolean>) {
  return {
    origin: site,
    localStorage: [consentStorage(grants)],
  };
}
