import 'server-only';
import { getSettings, type Settings } from '@/platform/settings';
import type { ConsentPlatformSettings } from './consent-platform.client';
import type { ConsentNeed } from './consent-store';

/** The consent platform as the browser loads it; null when no property is configured. */
export function consentPlatformSettings(settings: Settings = getSettings()): ConsentPlatformSettings | null {
  const { consentPropertyId, consentAccountId, consentPrivacyManagerId, consentBaseEndpoint } =
    settings.thirdParty;
  if (!consentPropertyId) return null;
  return {
    accountId: consentAccountId,
    propertyId: consentPropertyId,
    privacyManagerId: consentPrivacyManagerId,
    baseEndpoint: consentBaseEndpoint,
  };
}

/** spec blocks §5: forms and polls need the consent of the site's own content provider, except on localhost. */
export function contentProviderNeed(settings: Settings = getSettings()): ConsentNeed {
  const name = settings.thirdParty.consentContentVendor;
  return { name, vendorNames: [name], freeOnLocalhost: true };
}
