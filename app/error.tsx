'use client';

import { useEffect } from 'react';
import { reportError } from '@/features/error-reporting/report-error';
import { SERVER_ERROR_TEXT } from '@/ui/error/error-messages';
import { ErrorView } from '@/ui/error/error-view';

// Any failure below the layout: the header and footer stay, and no detail of the error is shown. The
// error itself goes to error reporting, when configured.
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportError(error), [error]);
  return <ErrorView status={500} message={SERVER_ERROR_TEXT} />;
}
