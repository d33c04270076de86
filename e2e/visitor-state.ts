import type { Page } from '@playwright/test';
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

/** The consent platform's message, in the frame its script puts on the page. */
export const consentMessage = (page: Page) =>
  page.frameLocator('iframe[title="Your privacy"]').getByRole('dialog', { name: 'Your privacy' });

/** The consent platform's privacy manager, in its own frame. */
export const privacyManager = (page: Page) =>
  page.frameLocator('iframe[title="Privacy manager"]').getByRole('dialog', { name: 'Privacy manager' });
