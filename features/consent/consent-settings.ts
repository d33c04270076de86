import 'server-only';
import { getSettings, type Settings } from '@/platform/settings';
import type { ConsentPlatformSettings } from './consent-platform.client';

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
