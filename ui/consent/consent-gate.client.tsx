'use client';
import type { ReactNode } from 'react';
import { BlockedFeature } from './blocked-feature';
import { useConsentAllows, type ConsentNeed } from './consent-store';

/**
 * A feature behind consent: its placeholder on the server and until the consent platform allows it,
 * then the feature itself, without a reload. Nothing of the feature reaches the page before that.
 */
export function ConsentGate({ need, children }: { need: ConsentNeed; children: ReactNode }) {
  return useConsentAllows(need) ? children : <BlockedFeature name={need.name} />;
}
