import type { Metadata } from 'next';
import { SERVER_ERROR_TEXT } from '@/ui/error/error-messages';
import { ErrorView } from '@/ui/error/error-view';

// The proxy rewrites here, with status 503, a page the content service cannot give and no cache holds.
// Never cached: the next request should try the service again.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Temporarily unavailable', robots: { index: false } };

export default function ServiceUnavailable() {
  return <ErrorView status={503} message={SERVER_ERROR_TEXT} />;
}
