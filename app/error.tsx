'use client';

import { ErrorView, SERVER_ERROR_TEXT } from '@/ui/error/error-view';

// Any failure below the layout: the header and footer stay, and no detail of the error is shown.
export default function ErrorPage() {
  return <ErrorView status={500} message={SERVER_ERROR_TEXT} />;
}
