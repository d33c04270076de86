import type { CSSProperties } from 'react';
import { getSettings } from '@/platform/settings';
import { AdSlot } from './ad-slot.lazy';
import type { AdvertProps } from './advert-schema';

/**
 * ADVERT (spec blocks §3, §4): a labelled slot of the unit's size, reserved so the page does not move
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
    <div data-advert className="mx-auto my-8 flex flex-col items-center px-4">
      <p className="mb-1 text-[0.6875rem] font-semibold tracking-widest text-ink/70 uppercase">
        Advertisement
      </p>
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
