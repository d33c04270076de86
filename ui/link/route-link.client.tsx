'use client';

import NextLink from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { currentPrefetchAllowed, subscribeToConnection } from './connection';

/**
 * Next's link to a route of the site, except that nothing is prefetched while the visitor's browser
 * says data is to be saved or the connection is 2G or slower: a fan on a crowded racecourse network
 * spends it on the page they open, not on pages they might. Every internal link goes through this one
 * (the lint rules forbid `next/link` elsewhere). The server renders with prefetching allowed; the
 * browser then applies its own connection, and follows it if it changes.
 */
export function Link({ prefetch, ...rest }: ComponentProps<typeof NextLink>) {
  const canPrefetch = useSyncExternalStore(subscribeToConnection, currentPrefetchAllowed, () => true);
  return <NextLink {...rest} prefetch={canPrefetch ? prefetch : false} />;
}
