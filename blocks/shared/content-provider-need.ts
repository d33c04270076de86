import 'server-only';
import { getSettings, type Settings } from '@/platform/settings';
import type { ConsentNeed } from '@/ui/consent/consent-store';

/** spec blocks §5: forms and polls need the consent of the site's own content provider, except on localhost. */
export function contentProviderNeed(settings: Settings = getSettings()): ConsentNeed {
  const name = settings.thirdParty.consentContentVendor;
  return { name, vendorNames: [name], freeOnLocalhost: true };
}
