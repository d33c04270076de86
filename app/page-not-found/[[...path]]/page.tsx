import type { Metadata } from 'next';
import { NotFoundHelp } from '@/features/not-found/not-found-help';
import { decodeSegments } from '@/features/routing/path-segments';
import { notFoundMessage } from '@/ui/error/error-messages';
import { ErrorView } from '@/ui/error/error-view';

// The proxy rewrites unknown paths here with status 404; the requested path arrives as the params.
// Rendered per request and never stored: unknown paths are endless, and each stored one cost a file on
// disk (docs/resilience.md).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

type Props = { params: Promise<{ path?: string[] }> };

export default async function PageNotFound({ params }: Props) {
  const { path = [] } = await params;
  return (
    <ErrorView status={404} message={notFoundMessage(`/${decodeSegments(path).join('/')}`)}>
      <NotFoundHelp />
    </ErrorView>
  );
}
