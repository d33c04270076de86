'use client';

import { usePathname } from 'next/navigation';
import { notFoundMessage } from './error-messages';

function readable(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

// The 404 message names the requested path. usePathname is known during server rendering too, so
// the message is in the HTML without JavaScript, and the page stays cacheable (no request headers).
export function NotFoundMessage() {
  return <>{notFoundMessage(readable(usePathname() ?? '/'))}</>;
}
