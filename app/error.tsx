'use client';

import { SERVER_ERROR_TEXT } from '@/ui/error/error-messages';
import { ErrorView } from '@/ui/error/error-view';

// Any failure below the layout: the header and footer stay, and no detail of the error is shown.
export default function ErrorPage() {
  return <ErrorView status={500} message={SERVER_ERROR_TEXT} />;
}
