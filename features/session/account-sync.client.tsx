'use client';

import { useEffect } from 'react';
import { SESSION_ROUTE } from './routes';
import type { SessionAnswer } from './session-answer';

/** The fan's first name, where the account links keep a place for it (AccountArea's data-fan-name). */
function showName(displayName: string | null): void {
  const first = displayName?.split(/\s+/)[0] ?? '';
  for (const slot of document.querySelectorAll<HTMLElement>('[data-fan-name]')) slot.textContent = first;
}

/**
 * For a fan the hint marks signed in, asks /api/session once per page load: that runs the lifecycle
 * (a refresh due on a cached page) and corrects the header if the session has lapsed, or greets the fan by name. Anonymous
 * visitors make no request, so a cached page costs them nothing more.
 */
export function AccountSync() {
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.fan !== 'in') return;
    const controller = new AbortController();
    fetch(SESSION_ROUTE, { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<SessionAnswer>) : null))
      .then((answer) => {
        if (answer && !answer.signedIn) delete root.dataset.fan;
        if (answer?.signedIn) showName(answer.displayName);
      })
      .catch(() => {
        // Offline or aborted: the hint stands until the next page.
      });
    return () => controller.abort();
  }, []);
  return null;
}
