import type { CSSProperties } from 'react';
import type { AdvertProps } from './advert-schema';

/**
 * ADVERT (spec blocks §3, §4): a labelled slot of the unit's size, reserved so the page does not move
 * when the ad network fills it later. Nothing at all unless the advert is for the web. Not a landmark:
 * a page may hold several adverts, and landmarks must be uniquely named.
 */
export function AdvertBlock({ onWeb, networkCode, adUnit, size }: AdvertProps) {
  if (!onWeb) return null;
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
        className="h-(--ad-h) w-(--ad-w) max-w-full bg-ink/5 ring-1 ring-ink/10 md:h-(--ad-h-md) md:w-(--ad-w-md)"
      />
    </div>
  );
}
