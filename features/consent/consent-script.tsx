import { inlineCall } from '@/platform/shared/inline-script';
import type { ConsentPlatformSettings } from './consent-platform.client';
import { CONSENT_EVENT, CONSENT_STATE, platformId, startConsentPlatform } from './consent-start';

/** The head's script that starts the consent platform. */
export function consentScript(settings: ConsentPlatformSettings): string {
  return inlineCall(
    startConsentPlatform,
    platformId(settings.accountId),
    platformId(settings.propertyId),
    settings.baseEndpoint,
    CONSENT_STATE,
    CONSENT_EVENT,
  );
}

/**
 * Starts the consent platform from <head>, before the app's JavaScript, so its message to a new
 * visitor is not held back until the page has hydrated. The same for every visitor.
 */
export function ConsentScript({ settings }: { settings: ConsentPlatformSettings | null }) {
  if (!settings) return null;
  return <script dangerouslySetInnerHTML={{ __html: consentScript(settings) }} />;
}
