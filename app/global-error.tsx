'use client';

import { useErrorShown } from '@/features/release-reload/reload-once';
import { SITE_LANGUAGE } from '@/platform/shared/site-language';
import { SERVER_ERROR_TEXT } from '@/ui/error/error-messages';
import { ErrorView } from '@/ui/error/error-view';
import './globals.css';

// The layout itself failed: a bare page, still with the server error message and the way home. A script
// of an older release that is gone reloads the page once instead (features/release-reload).
export default function GlobalError({ error }: { error: Error }) {
  const shown = useErrorShown(error);
  return (
    <html lang={SITE_LANGUAGE}>
      <body>{shown ? <ErrorView status={500} message={SERVER_ERROR_TEXT} /> : null}</body>
    </html>
  );
}
