'use client';

import { SITE_LANGUAGE } from '@/platform/shared/site-language';
import { SERVER_ERROR_TEXT } from '@/ui/error/error-messages';
import { ErrorView } from '@/ui/error/error-view';
import './globals.css';

// The layout itself failed: a bare page, still with the spec's message and the way home.
export default function GlobalError() {
  return (
    <html lang={SITE_LANGUAGE}>
      <body>
        <ErrorView status={500} message={SERVER_ERROR_TEXT} />
      </body>
    </html>
  );
}
