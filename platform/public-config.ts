import 'server-only';
import { getSettings, type Settings } from './settings';
import type { PublicConfig } from './types/config';

/** spec §3: the public runtime fields. Built field by field so no secret can slip through. */
export function getPublicConfig(settings: Settings = getSettings()): PublicConfig {
  return {
    env: settings.platformEnv,
    server: settings.platformRegion,
    clientId: settings.clientId,
    siteUrl: settings.siteUrl,
    product: settings.siteProduct,
    fanscoreAuth: { tokenUrl: settings.fanAuthTokenUrl },
    deviceTagsApiKey: settings.thirdParty.deviceTagsApiKey,
    consent: {
      accountId: settings.thirdParty.consentAccountId,
      propertyId: settings.thirdParty.consentPropertyId,
      privacyManagerId: settings.thirdParty.consentPrivacyManagerId,
    },
  };
}
