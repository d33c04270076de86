import type { CSSProperties } from 'react';
import { getSettings } from '@/platform/settings';
import { AdSlot } from './ad-slot.lazy';
import type { AdvertProps } from './advert-schema';

/**
 * ADVERT: a labelled slot of the unit's size, reserved so the page does not move
 * while the ad network's tag fills it. Nothing at all unless the advert is for the web and an ad network
 * is configured (AD_NETWORK_CODE). Not a landmark: a page may hold several adverts, and landmarks must
 * be uniquely named.
 */
export function AdvertBlock({ onWeb, networkCode, adUnit, size }: AdvertProps) {
  const { adNetworkCode, adTagScriptUrl } = getSettings().thirdParty;
  if (!onWeb || !adNetworkCode) return null;
  const slot = {
    '--ad-w': `${size.mobile.width}px`,
    '--ad-h': `${size.mobile.height}px`,
    '--ad-w-md': `${size.desktop.width}px`,
    '--ad-h-md': `${size.desktop.height}px`,
  } as CSSProperties;
  return (
    // Centred in the page's container, a section's space above and below: on a phone the banner stands
    // clear of the blocks around it, with the side margin every block keeps.
    <div data-advert className="container-page my-section flex flex-col items-center">
      <p className="mb-2 eyebrow text-ink/70">Advertisement</p>
      <div
        data-ad-slot
        data-network-code={networkCode}
        data-ad-unit={adUnit}
        style={slot}
        className="h-(--ad-h) w-(--ad-w) max-w-full overflow-hidden md:h-(--ad-h-md) md:w-(--ad-w-md)"
      >
        <AdSlot
          adUnitPath={`/${networkCode}/${adUnit}`}
          mobile={size.mobile}
          desktop={size.desktop}
          scriptUrl={adTagScriptUrl}
        />
      </div>
    </div>
  );
}
