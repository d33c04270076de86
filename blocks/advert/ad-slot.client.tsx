'use client';
import { useEffect, useId } from 'react';
import { adTag, type AdSlot as TagSlot } from './ad-tag';
import type { AdSize } from './advert-schema';
import { loadScriptOnce } from '../shared/load-script';

interface AdSlotProps {
  /** `/{network code}/{ad unit}`. */
  adUnitPath: string;
  mobile: AdSize;
  desktop: AdSize;
  /** The ad network's tag script, loaded once however many adverts the page has. */
  scriptUrl: string;
}

const pair = ({ width, height }: AdSize): [number, number] => [width, height];

/**
 * One ad slot through the ad network's tag: commands go to its queue, so they run whether the tag's script
 * arrives before or after; the unit's phone size below 768 px, its desktop size from there. The slot is
 * destroyed when the block leaves the page.
 */
export function AdSlot({ adUnitPath, mobile, desktop, scriptUrl }: AdSlotProps) {
  const divId = `ad-${useId().replaceAll(/[^\w-]/g, '')}`;

  useEffect(() => {
    const tag = adTag();
    let slot: TagSlot | null = null;
    tag.cmd.push(() => {
      slot = tag.defineSlot?.(adUnitPath, [pair(mobile), pair(desktop)], divId) ?? null;
      if (!slot) return;
      const mapping = tag.sizeMapping?.();
      if (mapping) {
        mapping.addSize([768, 0], [pair(desktop)]);
        mapping.addSize([0, 0], [pair(mobile)]);
        slot.defineSizeMapping(mapping.build());
      }
      slot.addService(tag.pubads?.());
      tag.enableServices?.();
      tag.display?.(divId);
    });
    loadScriptOnce(scriptUrl).catch((error: unknown) =>
      console.warn('Adverts: the ad tag did not load:', error),
    );
    return () => {
      tag.cmd.push(() => {
        if (slot) tag.destroySlots?.([slot]);
      });
    };
  }, [adUnitPath, mobile, desktop, divId, scriptUrl]);

  return <div id={divId} className="h-full w-full" />;
}
