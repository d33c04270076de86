'use client';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { consentAllows, getConsent, subscribeConsent } from '@/ui/consent/consent-store';
import { openPrivacyManager } from '@/ui/consent/privacy-manager';
import { EMBED_PROVIDERS } from '@/ui/consent/providers';

function frameFor(placeholder: HTMLElement): HTMLIFrameElement {
  const { embedSrc = '', embedTitle, embedAllow } = placeholder.dataset;
  const frame = document.createElement('iframe');
  frame.src = embedSrc;
  frame.title = embedTitle ?? `${placeholder.dataset.embedName ?? 'Embedded'} content`;
  if (embedAllow) frame.allow = embedAllow;
  if ('embedAllowfullscreen' in placeholder.dataset) frame.allowFullscreen = true;
  frame.loading = 'lazy';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.className = 'my-4 block w-full rounded-lg border-0';
  frame.style.aspectRatio = placeholder.style.aspectRatio || '16 / 9';
  return frame;
}

/**
 * The browser half of a body's embeds (embeds.ts): each placeholder becomes its frame once its provider
 * is allowed, without a reload, keeping its size; a social post's placeholder goes away (its provider's
 * script, run by ReinsertScripts with the same consent, draws the post). 'cookie preferences' opens the
 * privacy manager, or the cookie policy when there is none.
 */
export function EmbedConsent() {
  const marker = useRef<HTMLSpanElement>(null);
  const consent = useSyncExternalStore(subscribeConsent, getConsent, () => null);

  useEffect(() => {
    const container = marker.current?.parentElement;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-cookie-preferences]')) return;
      // Without a privacy manager (no consent platform configured) the cookie policy explains the rest. A
      // document navigation: content bodies are also drawn outside the app router (the block tests).
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      if (!openPrivacyManager()) window.location.href = '/cookie-policy';
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    const container = marker.current?.parentElement;
    if (!container || !consent) return;
    for (const placeholder of container.querySelectorAll<HTMLElement>('[data-embed]')) {
      const provider = EMBED_PROVIDERS.find((candidate) => candidate.key === placeholder.dataset.embed);
      if (!provider || !consentAllows(provider, consent, window.location.hostname)) continue;
      if ('embedPost' in placeholder.dataset) placeholder.remove();
      else placeholder.replaceWith(frameFor(placeholder));
    }
  }, [consent]);

  return <span ref={marker} hidden />;
}
