import { AdvertBlock } from '@/blocks/advert/advert';
import { advertFixture } from '@/blocks/advert/advert.fixture';
import { FormBlock } from '@/blocks/form/form';
import { formFixture } from '@/blocks/form/form.fixture';
import { LiveBlogBlock } from '@/blocks/live-blog/live-blog';
import { liveBlogFixture } from '@/blocks/live-blog/live-blog.fixture';
import { analyticsConfig } from '@/features/analytics/analytics-settings';
import { consentPlatformSettings } from '@/features/consent/consent-settings';
import { errorReportingConfig } from '@/features/error-reporting/error-reporting-settings';
import { getPublicConfig } from '@/platform/public-config';
import { clearSettingsCache } from '@/platform/settings';
import { renderToHtml } from '@/test/render-html';
import RootLayout from './layout';

// The site with none of the third-party settings (no consent platform, ad network, forms or live blog
// script, tag manager, device tags, behavioural tracker collector or error reporting): what the server
// sends the browser asks nothing of any origin but the site's, and nothing third-party is handed to the
// browser's code to start.
vi.mock('./fonts', () => ({ interWeb: { variable: 'font-sans' }, playfairWeb: { variable: 'font-serif' } }));
vi.mock('@/features/navigation/load-shell', () => ({
  loadShell: async () => ({
    venue: 'Kingsmere Park',
    product: 'kingsmere',
    siteUrl: SITE,
    nav: [],
    notice: null,
    footer: null,
    takeover: [],
    takeoverKnown: true,
  }),
}));

const SITE = 'https://www.kingsmere.example';
const SERVICES = 'https://services.kingsmere.example';
// The settings a site needs, and the services its server asks (never the browser).
const SETTINGS = {
  CLIENT_ID: 'KINGSMERE',
  SITE_PRODUCT: 'kingsmere',
  SITE_NAME: 'Kingsmere Park',
  SITE_URL: SITE,
  CONTENT_API_URL: `${SERVICES}/content`,
  FAN_AUTH_URL: `${SERVICES}/auth`,
  POLL_API_URL: `${SERVICES}/polls`,
  VIDEO_GATEWAY_URL: `${SERVICES}/feeds`,
};
const THIRD_PARTY_SETTINGS = [
  'TRACKER_COLLECTOR_URL',
  'CONSENT_BASE_ENDPOINT',
  'CONSENT_PROPERTY_ID',
  'CONSENT_PRIVACY_MANAGER_ID',
  'AD_NETWORK_CODE',
  'AD_TAG_SCRIPT_URL',
  'LIVE_BLOG_SCRIPT_URL',
  'FORMS_SCRIPT_URL',
  'FORMS_SERVICE_KEY',
  'TAG_MANAGER_ID',
  'TAG_MANAGER_SCRIPT_URL',
  'DEVICE_TAGS_API_KEY',
  'DEVICE_TAGS_SCRIPT_URL',
  'SENTRY_DSN',
];

beforeEach(() => {
  for (const [name, value] of Object.entries(SETTINGS)) vi.stubEnv(name, value);
  for (const name of THIRD_PARTY_SETTINGS) vi.stubEnv(name, '');
  clearSettingsCache();
});
afterEach(() => {
  vi.unstubAllEnvs();
  clearSettingsCache();
});

/** Every address an element of `html` makes the browser fetch: scripts, styles, pictures, frames. */
function fetchedAddresses(html: string): string[] {
  const addresses: string[] = [];
  for (const [, tag = '', attributes = ''] of html.matchAll(
    /<(script|link|img|iframe|source|video|audio|embed|object)\b([^>]*)>/gi,
  )) {
    for (const [, name = '', value = ''] of attributes.matchAll(
      /\b(src|href|srcset|poster|data)="([^"]*)"/gi,
    )) {
      if (
        tag.toLowerCase() === 'link' &&
        name === 'href' &&
        /\brel="(?:canonical|alternate)"/.test(attributes)
      )
        continue;
      const urls =
        name === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
      addresses.push(...urls.map((url) => url.replaceAll('&amp;', '&')));
    }
  }
  return addresses;
}

describe('a site with no third-party settings', () => {
  it('hands the browser no third party to start', () => {
    expect(consentPlatformSettings()).toBeNull();
    expect(analyticsConfig()).toBeNull();
    expect(errorReportingConfig()).toBeNull();
    expect(getPublicConfig()).toMatchObject({
      deviceTagsApiKey: null,
      consent: { propertyId: null, privacyManagerId: null },
    });
  });

  it('sends pages that ask nothing of any origin but its own, adverts, forms and live blogs drawing nothing', async () => {
    const html = await renderToHtml(
      <RootLayout>
        <AdvertBlock {...advertFixture()} />
        <FormBlock {...formFixture()} />
        <LiveBlogBlock {...liveBlogFixture()} />
      </RootLayout>,
    );
    expect(html).toContain('Skip to content');
    const elsewhere = fetchedAddresses(html).filter((address) => new URL(address, SITE).origin !== SITE);
    expect(elsewhere).toEqual([]);
    // Nor does any script of the page name another origin.
    const scripts = [
      ...html.matchAll(/<script\b(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/gi),
    ];
    const named = scripts.flatMap(([, text = '']) =>
      [...text.matchAll(/https?:\/\/[^\s"'`)]+/g)].map(([url]) => url),
    );
    expect(named.filter((url) => new URL(url).origin !== SITE)).toEqual([]);
    expect(html).not.toContain('data-advert');
    expect(html).not.toContain('data-live-blog');
  });
});
