import type { Metadata } from 'next';
import { SITE_LANGUAGE } from '@/platform/shared/site-language';
import { ErrorView } from '@/ui/error/error-view';
import { NotFoundMessage } from '@/ui/error/not-found-message.client';
import { interWeb, playfairWeb } from './fonts';
import './globals.css';

// An address no route matches. The proxy answers unknown pages with /page-not-found (rendered with the
// site's frame); what reaches here is an unknown asset or route, so this page stands alone: it is made
// by `next build`, which reads no settings and asks no service (docs/decisions/0020).
export const metadata: Metadata = {
  title: 'Page Not Found',
  robots: { index: false, follow: false },
};

export default function GlobalNotFound() {
  return (
    <html lang={SITE_LANGUAGE} className={`${interWeb.variable} ${playfairWeb.variable}`}>
      <body>
        <ErrorView status={404} message={<NotFoundMessage />} />
      </body>
    </html>
  );
}
