/**
 * Where the head's consent start (consent-script.tsx) leaves what happened for the app, which arrives
 * later: the platform's script state and how many times consent was ready (it is again after each
 * change).
 */
export const CONSENT_STATE = '__furlongConsent';
/** Dispatched on window whenever that state changes. */
export const CONSENT_EVENT = 'furlong:consent';

/** The platform wants numeric ids as numbers. */
export const platformId = (value: string): string | number => (/^\d+$/.test(value) ? Number(value) : value);

export interface ConsentStartState {
  script: 'loading' | 'loaded' | 'failed';
  ready: number;
}

/**
 * Starts the consent platform: its configuration, then its script by account id. Sent as the head's own
 * source text (inlineCall), so the banner can show while the app's JavaScript still loads: self-contained,
 * plain code, no imports.
 */
export function startConsentPlatform(
  accountId: string | number,
  propertyId: string | number,
  baseEndpoint: string,
  stateKey: string,
  eventName: string,
): void {
  const target = window as unknown as Record<string, unknown>;
  if (target[stateKey]) return;
  const state = { script: 'loading', ready: 0 };
  target[stateKey] = state;
  const changed = () => window.dispatchEvent(new Event(eventName));
  target._sp_queue = target._sp_queue || [];
  target._sp_ = {
    config: {
      accountId,
      propertyId,
      baseEndpoint,
      gdpr: {},
      events: {
        onConsentReady: () => {
          state.ready += 1;
          changed();
        },
      },
    },
  };
  const script = document.createElement('script');
  script.src = baseEndpoint + '/unified/wrapperMessagingWithoutDetection.js';
  script.async = true;
  script.onload = () => {
    state.script = 'loaded';
    changed();
  };
  script.onerror = () => {
    state.script = 'failed';
    changed();
  };
  document.head.appendChild(script);
}
