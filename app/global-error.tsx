'use client';

import { SERVER_ERROR_TEXT } from '@/ui/error/error-messages';
import { ErrorView } from '@/ui/error/error-view';
import './globals.css';

// The layout itself failed: a bare page, still with the spec's message and the way home.
export default function GlobalError() {
  return (
    <html lang="en-GB">
      <body>
        <ErrorView status={500} message={SERVER_ERROR_TEXT} />
      </body>
    </html>
  );
}
