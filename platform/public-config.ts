import 'server-only';
import { getSettings, type Settings } from './settings';
import type { PublicConfig } from './types/config';

/**
 * The public runtime fields, the same for every visitor. Built field by field so no secret
 * can slip through; the device id is each visitor's and is added in the browser (decision 17).
 */
export function getPublicConfig(settings: Settings = getSettings()): PublicConfig {
  return {
    env: settings.platformEnv,
    server: settings.platformRegion,
    clientId: settings.clientId,
    siteUrl: settings.siteUrl,
    fanscoreAuth: { tokenUrl: settings.fanAuthTokenUrl },
    deviceTagsApiKey: settings.thirdParty.deviceTagsApiKey,
    consent: {
      propertyId: settings.thirdParty.consentPropertyId,
      privacyManagerId: settings.thirdParty.consentPrivacyManagerId,
    },
  };
}
