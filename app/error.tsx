'use client';

import { useEffect } from 'react';
import { reportError } from '@/features/error-reporting/report-error';
import { useErrorShown } from '@/features/release-reload/reload-once';
import { SERVER_ERROR_TEXT } from '@/ui/error/error-messages';
import { ErrorView } from '@/ui/error/error-view';

// Any failure below the layout: the header and footer stay, and no detail of the error is shown. The
// error itself goes to error reporting, when configured. A script of an older release that is gone
// reloads the page once instead (features/release-reload).
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const shown = useErrorShown(error);
  useEffect(() => {
    if (shown) reportError(error);
  }, [error, shown]);
  return shown ? <ErrorView status={500} message={SERVER_ERROR_TEXT} /> : null;
}
