'use client';

import { useSyncExternalStore } from 'react';

function subscribeNothing(): () => void {
  return () => {};
}

/** False in the server HTML and while hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
