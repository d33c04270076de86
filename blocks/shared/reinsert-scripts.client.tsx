'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ScriptSpec } from '@/shared/html-scripts.mjs';
import { consentAllows, getConsent, subscribeConsent, type ConsentState } from '@/ui/consent/consent-store';
import { providerOf } from '@/ui/consent/providers';

// A script of an embed provider (a social post's widget) runs only once that provider is allowed.
function mayRun(spec: ScriptSpec, consent: ConsentState | null): boolean {
  const src = spec.attributes.find(([name]) => name === 'src')?.[1];
  const provider = src ? providerOf(src) : null;
  return !provider || (consent !== null && consentAllows(provider, consent, window.location.hostname));
}

/** True when this page was reached inside the app rather than loaded as a document. */
function reachedByClientNavigation(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  if (!entry) return false;
  const loaded = new URL(entry.name);
  return loaded.pathname !== window.location.pathname || loaded.search !== window.location.search;
}

/**
 * The scripts of an HTML body are re-inserted after mount, attributes copied, so they
 * run (scripts set through innerHTML never do). They go into the body's own container. The page's
 * Content-Security-Policy allows an inline one by its hash, announced in the page's own HTML: reached by
 * navigating inside the site, the policy in force is the first page's, so the page is loaded afresh.
 * An embed provider's script waits for that provider's consent.
 */
export function ReinsertScripts({ scripts }: { scripts: ScriptSpec[] }) {
  const marker = useRef<HTMLSpanElement>(null);
  const consent = useSyncExternalStore(subscribeConsent, getConsent, () => null);
  const inserted = useRef(new Set<ScriptSpec>());
  useEffect(() => {
    const container = marker.current?.parentElement;
    if (!container) return;
    const inline = scripts.some((spec) => !spec.attributes.some(([name]) => name === 'src'));
    if (inline && reachedByClientNavigation()) {
      window.location.reload();
      return;
    }
    for (const spec of scripts) {
      if (inserted.current.has(spec) || !mayRun(spec, consent)) continue;
      inserted.current.add(spec);
      const script = document.createElement('script');
      for (const [name, value] of spec.attributes) script.setAttribute(name, value);
      script.text = spec.text;
      container.appendChild(script);
    }
  }, [scripts, consent]);
  return <span ref={marker} hidden />;
}
