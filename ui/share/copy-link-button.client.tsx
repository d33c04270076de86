'use client';
import { useEffect, useRef, useState } from 'react';

/** The copy-link tick shows for 1.5 s. */
export const COPIED_TICK_MS = 1500;

/**
 * Copies the page's address. It needs JavaScript, so without it the button is not shown
 * (`noscript:hidden`); the network links beside it work either way.
 */
export function CopyLinkButton({ url, className = '' }: { url: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      console.warn('The link could not be copied', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_TICK_MS);
  }

  return (
    <button type="button" onClick={copy} className={`noscript:hidden ${className}`} aria-live="polite">
      {copied ? (
        <>
          <span aria-hidden="true">✓</span> Link copied
        </>
      ) : (
        'Copy link'
      )}
    </button>
  );
}
