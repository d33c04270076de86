'use client';
import type { MouseEvent } from 'react';
import { openPrivacyManager } from './privacy-manager';

/**
 * 'cookie preferences': opens the consent platform's privacy manager. Without it (no JavaScript, or no
 * consent platform configured) the button is a form's submit and leads to the cookie policy.
 */
export function CookiePreferencesButton({
  className = '',
  label = 'cookie preferences',
}: {
  className?: string;
  label?: string;
}) {
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    if (openPrivacyManager()) event.preventDefault();
  };
  return (
    <form action="/cookie-policy" method="get" className="inline">
      <button type="submit" onClick={open} className={`cursor-pointer ${className}`}>
        {label}
      </button>
    </form>
  );
}
