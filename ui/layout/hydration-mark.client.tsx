'use client';
import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated the whole page (a layout's effects run after every child's),
 * so the end-to-end tests wait for exactly that rather than for the network to fall quiet.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
