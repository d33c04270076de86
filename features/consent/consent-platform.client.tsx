'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { consentEntriesFrom } from '@/ui/consent/consent-entries';
import { setConsent } from '@/ui/consent/consent-store';
import { setPrivacyManager } from '@/ui/consent/privacy-manager';
import { CONSENT_EVENT, CONSENT_STATE, type ConsentStartState } from './consent-start';

export interface ConsentPlatformSettings {
  accountId: string;
  propertyId: string;
  privacyManagerId: string | null;
  /** The consent platform's base address; its script is `{baseEndpoint}/unified/wrapperMessagingWithoutDetection.js`. */
  baseEndpoint: string;
}

/** The console error when the consent platform's API is missing. */
export const CONSENT_API_MISSING = 'getCustomVendorConsents is not available';

function readConsent(): void {
  const tcfapi = window.__tcfapi;
  if (typeof tcfapi !== 'function') {
    console.error(CONSENT_API_MISSING);
    setConsent({ status: 'unavailable', entries: [] });
    return;
  }
  tcfapi('getCustomVendorConsents', 2, (data, success) => {
    setConsent({ status: 'ready', entries: success ? consentEntriesFrom(data) : [] });
  });
}

const startState = () => (window as unknown as Record<string, ConsentStartState | undefined>)[CONSENT_STATE];

let readyHandled = 0;
let scriptHandled: ConsentStartState['script'] = 'loading';

/** Acts on what the head's start recorded since last time: a failed script, a missing API, consent ready. */
function follow(): void {
  const state = startState();
  if (!state) return;
  if (state.script !== scriptHandled) {
    scriptHandled = state.script;
    if (state.script === 'failed') setConsent({ status: 'unavailable', entries: [] });
    else if (state.script === 'loaded' && typeof window.__tcfapi !== 'function') readConsent();
  }
  if (state.ready > readyHandled) {
    readyHandled = state.ready;
    readConsent();
  }
}

/**
 * Follows the consent platform the head started (its script by account id, with the property and privacy
 * manager from settings), reads the vendor grants whenever the visitor's consent is ready or changes, and
 * re-runs its messaging after each client-side route change. Unconfigured (null), nothing is loaded and every
 * gated feature stays blocked.
 */
export function ConsentPlatform({ settings }: { settings: ConsentPlatformSettings | null }) {
  const pathname = usePathname();
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (!settings) {
      setConsent({ status: 'off', entries: [] });
      return;
    }
    setPrivacyManager(settings.privacyManagerId);
    window.addEventListener(CONSENT_EVENT, follow);
    follow();
    return () => window.removeEventListener(CONSENT_EVENT, follow);
  }, [settings]);

  useEffect(() => {
    if (shownFor.current !== null && shownFor.current !== pathname) window._sp_?.executeMessaging?.();
    shownFor.current = pathname;
  }, [pathname]);

  return null;
}
