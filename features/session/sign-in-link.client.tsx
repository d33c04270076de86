'use client';

import type { MouseEvent, ReactNode } from 'react';
import { SIGN_IN_ROUTE } from './routes';

/**
 * 'Sign in': remembers the page it was clicked on (the sign-in route never returns to /oauth2).
 * Before hydration the sign-in route falls back to the Referer.
 */
export function SignInLink({ className, children }: { className?: string; children: ReactNode }) {
  function withReturn(event: MouseEvent<HTMLAnchorElement>) {
    const path = `${window.location.pathname}${window.location.search}`;
    event.currentTarget.href = `${SIGN_IN_ROUTE}?return=${encodeURIComponent(path)}`;
  }
  return (
    <a href={SIGN_IN_ROUTE} onClick={withReturn} className={className}>
      {children}
    </a>
  );
}
