import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnalyticsLoader } from '@/features/analytics/analytics-loader.lazy';
import { analyticsConfig } from '@/features/analytics/analytics-settings';
import { ConsentPlatform } from '@/features/consent/consent-platform.client';
import { ConsentScript } from '@/features/consent/consent-script';
import { consentPlatformSettings } from '@/features/consent/consent-settings';
import { errorReportingConfig } from '@/features/error-reporting/error-reporting-settings';
import { ErrorReporting } from '@/features/error-reporting/error-reporting.client';
import { Events } from '@/features/events/events.lazy';
import { loadShell } from '@/features/navigation/load-shell';
import { OfflineWorker } from '@/features/offline/offline-worker.lazy';
import { PreviewBar } from '@/features/preview/preview-bar';
import { PublicConfigData } from '@/features/public-config/public-config-data';
import { ReloadGuardScript } from '@/features/release-reload/reload-guard';
import { AccountArea } from '@/features/session/account-area';
import { FanScript } from '@/features/session/fan-script';
import { TakeoverNoscript } from '@/features/takeover/takeover-noscript';
import { TakeoverScreen } from '@/features/takeover/takeover-screen';
import { TakeoverScript } from '@/features/takeover/takeover-script';
import { buildAccountUrl } from '@/platform/auth/authorize-url';
import { SITE_LANGUAGE } from '@/platform/shared/site-language';
import { CookiePreferencesButton } from '@/ui/consent/cookie-preferences-button.client';
import { LazyPlaceholders } from '@/ui/image/lazy-placeholders.client';
import { THEME_COLOUR } from '@/ui/layout/brand-colours';
import { HydrationMark } from '@/ui/layout/hydration-mark.client';
import { NoticeBanner } from '@/ui/layout/notice-banner';
import { SiteFooter } from '@/ui/layout/site-footer';
import { SiteHeader } from '@/ui/layout/site-header';
import { interWeb, playfairWeb } from './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const shell = await loadShell();
  return {
    metadataBase: new URL(shell.siteUrl),
    title: { default: shell.venue, template: `%s | ${shell.venue}` },
    description: `Racing, royal occasions, hospitality and days out at ${shell.venue}.`,
  };
}

export const viewport: Viewport = {
  themeColor: THEME_COLOUR,
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const shell = await loadShell();
  const [lead] = shell.takeover;
  const accountHref = buildAccountUrl();
  const consent = consentPlatformSettings();
  const analytics = analyticsConfig();
  return (
    <html
      lang={SITE_LANGUAGE}
      className={`${interWeb.variable} ${playfairWeb.variable}`}
      suppressHydrationWarning
    >
      <head>
        <ReloadGuardScript />
        <TakeoverScript active={shell.takeoverKnown ? lead !== undefined : null} />
        <FanScript />
        <PublicConfigData />
        <ConsentScript settings={consent} />
      </head>
      <body>
        {lead ? <TakeoverScreen articles={shell.takeover} venue={shell.venue} /> : null}
        <div data-takeover-part="site" className="flex min-h-dvh flex-col">
          {lead ? <TakeoverNoscript lead={lead} venue={shell.venue} /> : null}
          <a
            href="#main"
            className="sr-only z-50 rounded bg-gold-500 px-4 py-2 font-semibold text-turf-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          <PreviewBar />
          {shell.notice ? <NoticeBanner notice={shell.notice} /> : null}
          <SiteHeader
            venue={shell.venue}
            nav={shell.nav}
            account={
              <AccountArea accountHref={accountHref} linkClassName="hover:text-gold-400" sync compact />
            }
            mobileAccount={
              <AccountArea accountHref={accountHref} linkClassName="underline-offset-4 hover:underline" />
            }
          />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter
            venue={shell.venue}
            product={shell.product}
            nav={shell.nav}
            content={shell.footer}
            preferences={
              consent ? (
                <CookiePreferencesButton
                  label="Cookie preferences"
                  className="no-underline hover:text-gold-400"
                />
              ) : null
            }
          />
          <ConsentPlatform settings={consent} />
          {analytics ? <AnalyticsLoader config={analytics} /> : null}
          <Events />
          <OfflineWorker />
          <ErrorReporting config={errorReportingConfig()} />
          <LazyPlaceholders />
          <HydrationMark />
        </div>
      </body>
    </html>
  );
}
