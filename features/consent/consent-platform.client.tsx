'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { consentEntriesFrom } from '@/ui/consent/consent-entries';
import { setConsent } from '@/ui/consent/consent-store';
import { setPrivacyManager } from '@/ui/consent/privacy-manager';

export interface ConsentPlatformSettings {
  accountId: string;
  propertyId: string;
  privacyManagerId: string | null;
  /** The consent platform's base address; its script is `{baseEndpoint}/unified/wrapperMessagingWithoutDetection.js`. */
  baseEndpoint: string;
}

/** spec platform §8 "Consent API missing". */
export const CONSENT_API_MISSING = 'getCustomVendorConsents is not available';

const asNumberIfNumeric = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);

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

let started = false;

function start({ accountId, propertyId, privacyManagerId, baseEndpoint }: ConsentPlatformSettings): void {
  if (started) return;
  started = true;
  setPrivacyManager(privacyManagerId);
  window._sp_queue = window._sp_queue ?? [];
  window._sp_ = {
    config: {
      accountId: asNumberIfNumeric(accountId),
      propertyId: asNumberIfNumeric(propertyId),
      baseEndpoint,
      gdpr: {},
      events: { onConsentReady: readConsent },
    },
  };
  const script = document.createElement('script');
  script.src = `${baseEndpoint}/unified/wrapperMessagingWithoutDetection.js`;
  script.async = true;
  script.onload = () => {
    if (typeof window.__tcfapi !== 'function') readConsent();
  };
  script.onerror = () => setConsent({ status: 'unavailable', entries: [] });
  document.head.append(script);
}

/**
 * Loads the consent platform (spec platform §7 'Third-party loads': its script by account id, with the
 * property and privacy manager from settings), reads the vendor grants whenever the visitor's consent is
 * ready or changes, and re-runs its messaging after each client-side route change (spec platform §2).
 * Unconfigured (null), nothing is loaded and every gated feature stays blocked.
 */
export function ConsentPlatform({ settings }: { settings: ConsentPlatformSettings | null }) {
  const pathname = usePathname();
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (settings) start(settings);
    else setConsent({ status: 'off', entries: [] });
  }, [settings]);

  useEffect(() => {
    if (shownFor.current !== null && shownFor.current !== pathname) window._sp_?.executeMessaging?.();
    shownFor.current = pathname;
  }, [pathname]);

  return null;
}
