import 'server-only';
import { getSettings, type Settings } from '@/platform/settings';
import type { ConsentNeed } from '@/ui/consent/consent-store';

/**
 * Forms and polls need the consent of the site's own content provider, except on
 * localhost. The placeholder names the feature as a fan knows it ('Jockey of the Day poll', 'Enquiry
 * form'), never the provider's vendor name, which is the consent platform's business.
 */
export function contentProviderNeed(feature: string, settings: Settings = getSettings()): ConsentNeed {
  const vendor = settings.thirdParty.consentContentVendor;
  return { name: feature, vendorNames: [vendor], freeOnLocalhost: true };
}
