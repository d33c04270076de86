import { useSyncExternalStore } from 'react';
import { vendorAllowed, type ConsentEntry } from './consent-entries';

/**
 * The browser's one record of what the visitor consented to. Components ask a yes/no question of it
 * (useConsentAllows), so a change of consent re-renders only the features whose answer changed. On the
 * server and before the consent platform answers, nothing is allowed: a gated feature is first drawn
 * as its blocked placeholder and swapped in on the client once allowed.
 */
export type ConsentStatus =
  /** No consent platform is configured: nothing third-party runs. */
  | 'off'
  /** The consent platform is loading or has not answered yet. */
  | 'waiting'
  | 'ready'
  /** The consent platform's script loaded without its API (getCustomVendorConsents). */
  | 'unavailable';

export interface ConsentState {
  status: ConsentStatus;
  entries: readonly ConsentEntry[];
}

/** What a gated feature needs: the vendor names that stand for it, and the name its placeholder shows. */
export interface ConsentNeed {
  name: string;
  vendorNames: readonly string[];
  /** Forms and polls need no consent on localhost (only while no consent platform runs). */
  freeOnLocalhost?: boolean;
}

const listeners = new Set<() => void>();
let state: ConsentState = { status: 'waiting', entries: [] };

export function getConsent(): ConsentState {
  return state;
}

export function setConsent(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the feature may run now, by the consent given (and the localhost exception). */
export function consentAllows(need: ConsentNeed, current: ConsentState, hostname: string): boolean {
  if (need.freeOnLocalhost && current.status === 'off' && LOCAL_HOSTS.has(hostname)) return true;
  return current.status === 'ready' && vendorAllowed(current.entries, need.vendorNames);
}

/** True once consent allows the feature; false on the server, so the first render is the placeholder. */
export function useConsentAllows(need: ConsentNeed): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => consentAllows(need, state, window.location.hostname),
    () => false,
  );
}
