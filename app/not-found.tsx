import { headers } from 'next/headers';
import { ErrorView, notFoundMessage } from '@/ui/error/error-view';

// The proxy passes the requested path, so the message names it in the server HTML.
export default async function NotFound() {
  const path = (await headers()).get('x-furlong-path') ?? '/';
  return <ErrorView status={404} message={notFoundMessage(path)} />;
}
