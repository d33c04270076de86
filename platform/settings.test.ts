import { expectConsole } from '@/test/setup';
import {
  clearSettingsCache,
  getSettings,
  parseSettings,
  validateSettingsOrExit,
  type Settings,
} from './settings';

const minimal = { CLIENT_ID: 'FURLONG', SITE_URL: 'https://www.furlong.example/', SITE_PRODUCT: 'ascot' };

function valid(env: Record<string, string | undefined>): Settings {
  const result = parseSettings(env);
  if (!result.ok) throw new Error(`expected valid settings, got ${result.name}: ${result.message}`);
  return result.settings;
}

function problem(env: Record<string, string | undefined>): string {
  const result = parseSettings(env);
  if (result.ok) throw new Error('expected invalid settings');
  return `${result.name}: ${result.message}`;
}

describe('settings', () => {
  it('applies the documented defaults', () => {
    const settings = valid(minimal);
    expect(settings).toMatchObject({
      clientId: 'FURLONG',
      platformEnv: 'production',
      platformRegion: 'standard',
      platformDomain: 'fanplatform.example',
      siteUrl: 'https://www.furlong.example',
      siteProduct: 'ascot',
      siteName: 'Furlong',
      eventsApiKey: null,
      eventsRealmId: 'furlong',
      eventsAppId: 'web',
      contentCacheSeconds: 30,
      pageCacheSeconds: 300,
      contentStaleSeconds: 86400,
      contentStaleMb: 32,
      upstreamTimeoutMs: 5000,
      trustedProxies: ['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '::1', 'fc00::/7'],
    });
    // Every third party is off; the consent platform's fixed parts and the streaming provider's player
    // service have their real defaults.
    const {
      consentAccountId,
      consentBaseEndpoint,
      consentContentVendor,
      consentAnalyticsVendor,
      tagManagerScriptUrl,
      streamPlayerUrl,
      youtubeIframeApiUrl,
      adTagScriptUrl,
      ...switches
    } = settings.thirdParty;
    expect(Object.values(switches).every((value) => value === null)).toBe(true);
    expect([
      consentAccountId,
      consentBaseEndpoint,
      consentContentVendor,
      consentAnalyticsVendor,
      tagManagerScriptUrl,
      streamPlayerUrl,
      youtubeIframeApiUrl,
      adTagScriptUrl,
    ]).toEqual([
      '1910',
      'https://cdn.privacy-mgmt.com',
      'Furlong',
      'Analytics',
      'https://www.googletagmanager.com/gtm.js',
      'https://cdnapisec.kaltura.com',
      'https://www.youtube.com/iframe_api',
      'https://securepubads.g.doubleclick.net/tag/js/gpt.js',
    ]);
  });

  it('derives production hosts by default', () => {
    const settings = valid(minimal);
    expect(settings.contentApiUrl).toBe('https://content.fanplatform.example');
    expect(settings.fanAuthUrl).toBe('https://auth.fanplatform.example');
    expect(settings.fanAuthTokenUrl).toBe('https://auth.fanplatform.example/oauth/token');
    expect(settings.pollApiUrl).toBe('https://polls.fanplatform.example');
    expect(settings.eventsApiUrl).toBe('https://events.fanplatform.example');
    expect(settings.videoGatewayUrl).toBe('https://feeds.fanplatform.example');
  });

  it('runs no behavioural tracker unless its collector is set, with the spec defaults otherwise', () => {
    const off = valid(minimal);
    expect(off.trackerCollectorUrl).toBeNull();
    expect([off.trackerCollectorPath, off.trackerMinVisitSeconds, off.trackerHeartbeatSeconds]).toEqual([
      '/com.snowplowanalytics.snowplow/tp2',
      10,
      10,
    ]);
    const on = valid({
      ...minimal,
      TRACKER_COLLECTOR_URL: 'https://collector.example/',
      TRACKER_COLLECTOR_PATH: '/tp2',
      TRACKER_MIN_VISIT_SECONDS: '5',
      TRACKER_HEARTBEAT_SECONDS: '30',
    });
    expect(on).toMatchObject({
      trackerCollectorUrl: 'https://collector.example',
      trackerCollectorPath: '/tp2',
      trackerMinVisitSeconds: 5,
      trackerHeartbeatSeconds: 30,
    });
  });

  it('reads the tag manager, device tags and analytics consent settings', () => {
    const off = valid(minimal).thirdParty;
    expect(off).toMatchObject({
      consentAnalyticsVendor: 'Analytics',
      tagManagerId: null,
      tagManagerScriptUrl: 'https://www.googletagmanager.com/gtm.js',
      deviceTagsApiKey: null,
      deviceTagsScriptUrl: null,
    });
    const on = valid({
      ...minimal,
      CONSENT_ANALYTICS_VENDOR: 'Snowplow',
      TAG_MANAGER_ID: 'GTM-1',
      TAG_MANAGER_SCRIPT_URL: 'https://tags.example/gtm.js',
      DEVICE_TAGS_API_KEY: 'k',
      DEVICE_TAGS_SCRIPT_URL: 'https://devices.example/tags.js',
    }).thirdParty;
    expect(on).toMatchObject({
      consentAnalyticsVendor: 'Snowplow',
      tagManagerId: 'GTM-1',
      tagManagerScriptUrl: 'https://tags.example/gtm.js',
      deviceTagsApiKey: 'k',
      deviceTagsScriptUrl: 'https://devices.example/tags.js',
    });
  });

  it('derives staging hosts when PLATFORM_ENV is stage', () => {
    expect(valid({ ...minimal, PLATFORM_ENV: 'stage' }).contentApiUrl).toBe(
      'https://content-stage.fanplatform.example',
    );
  });

  it('changes the host suffix for the us region, and combines it with stage', () => {
    expect(valid({ ...minimal, PLATFORM_REGION: 'us' }).contentApiUrl).toBe(
      'https://content.us.fanplatform.example',
    );
    expect(valid({ ...minimal, PLATFORM_REGION: 'us', PLATFORM_ENV: 'stage' }).fanAuthUrl).toBe(
      'https://auth-stage.us.fanplatform.example',
    );
  });

  it('uses a configured domain for derived hosts', () => {
    expect(valid({ ...minimal, PLATFORM_DOMAIN: 'platform.test' }).pollApiUrl).toBe(
      'https://polls.platform.test',
    );
  });

  it('prefers explicit URLs and drops their trailing slash', () => {
    const settings = valid({
      ...minimal,
      CONTENT_API_URL: 'http://localhost:4010/content/',
      FAN_AUTH_URL: 'http://localhost:4010/auth',
    });
    expect(settings.contentApiUrl).toBe('http://localhost:4010/content');
    expect(settings.fanAuthTokenUrl).toBe('http://localhost:4010/auth/oauth/token');
    expect(valid({ ...minimal, FAN_AUTH_TOKEN_URL: 'http://id.test/token' }).fanAuthTokenUrl).toBe(
      'http://id.test/token',
    );
  });

  it('treats empty values as unset', () => {
    const settings = valid({ ...minimal, CONTENT_API_URL: '', PLATFORM_ENV: ' ', TAG_MANAGER_ID: '' });
    expect(settings.contentApiUrl).toBe('https://content.fanplatform.example');
    expect(settings.platformEnv).toBe('production');
    expect(settings.thirdParty.tagManagerId).toBeNull();
  });

  it('accepts a DSN as the error-reporting SDK reads one', () => {
    expect(
      valid({ ...minimal, SENTRY_DSN: 'http://sandboxkey@localhost:4010/errors/1' }).thirdParty.sentryDsn,
    ).toBe('http://sandboxkey@localhost:4010/errors/1');
    expect(
      valid({ ...minimal, SENTRY_DSN: 'https://abc123@o0.ingest.sentry.io/456' }).thirdParty.sentryDsn,
    ).toBe('https://abc123@o0.ingest.sentry.io/456');
  });

  it('reads events, cache and third-party settings', () => {
    const settings = valid({
      ...minimal,
      SITE_NAME: 'Royal Downs',
      EVENTS_API_KEY: 'key',
      EVENTS_REALM_ID: 'realm',
      EVENTS_APP_ID: 'site',
      CONTENT_CACHE_SECONDS: '2',
      PAGE_CACHE_SECONDS: '0',
      CONTENT_STALE_SECONDS: '60',
      UPSTREAM_TIMEOUT_MS: '1500',
      CONSENT_ACCOUNT_ID: '1910',
      STREAM_PLAYER_URL: 'https://player.example/',
    });
    expect(settings).toMatchObject({
      siteName: 'Royal Downs',
      eventsApiKey: 'key',
      eventsRealmId: 'realm',
      eventsAppId: 'site',
      contentCacheSeconds: 2,
      pageCacheSeconds: 0,
      contentStaleSeconds: 60,
      contentStaleMb: 32,
      upstreamTimeoutMs: 1500,
    });
    expect(settings.thirdParty.consentAccountId).toBe('1910');
    expect(settings.thirdParty.streamPlayerUrl).toBe('https://player.example');
  });

  it.each([
    [{ ...minimal, CLIENT_ID: undefined }, 'CLIENT_ID: required'],
    [{ ...minimal, CLIENT_ID: '' }, 'CLIENT_ID: required'],
    [{ ...minimal, SITE_URL: undefined }, 'SITE_URL: required'],
    [{ ...minimal, SITE_URL: '/relative' }, 'SITE_URL: must be an absolute http(s) URL'],
    [{ ...minimal, SITE_URL: 'ftp://files.example' }, 'SITE_URL: must be an absolute http(s) URL'],
    [
      { ...minimal, SITE_PRODUCT: 'Royal Ascot' },
      'SITE_PRODUCT: must be a slug of lower-case letters, digits and dashes',
    ],
    [{ ...minimal, PLATFORM_ENV: 'dev' }, 'PLATFORM_ENV: must be one of production, stage'],
    [{ ...minimal, PLATFORM_REGION: 'eu' }, 'PLATFORM_REGION: must be one of standard, us'],
    [{ ...minimal, CONTENT_API_URL: 'localhost:4010' }, 'CONTENT_API_URL: must be an absolute http(s) URL'],
    [{ ...minimal, UPSTREAM_TIMEOUT_MS: 'soon' }, 'UPSTREAM_TIMEOUT_MS: must be a whole number'],
    [{ ...minimal, UPSTREAM_TIMEOUT_MS: '0' }, 'UPSTREAM_TIMEOUT_MS: must be at least 1'],
    [{ ...minimal, CONTENT_STALE_SECONDS: '1.5' }, 'CONTENT_STALE_SECONDS: must be a whole number'],
    [{ ...minimal, CONTENT_CACHE_SECONDS: '0' }, 'CONTENT_CACHE_SECONDS: must be at least 1'],
    [{ ...minimal, PAGE_CACHE_SECONDS: '-1' }, 'PAGE_CACHE_SECONDS: must be at least 0'],
    [
      { ...minimal, SITE_CLOCK: '20 November 2026' },
      'SITE_CLOCK: must be a UTC time such as 2026-11-20T09:00:00Z',
    ],
    [{ ...minimal, TRACKER_MIN_VISIT_SECONDS: '2.5' }, 'TRACKER_MIN_VISIT_SECONDS: must be a whole number'],
    [{ ...minimal, TRACKER_HEARTBEAT_SECONDS: 'often' }, 'TRACKER_HEARTBEAT_SECONDS: must be a whole number'],
    [{ ...minimal, TRACKER_HEARTBEAT_SECONDS: '0' }, 'TRACKER_HEARTBEAT_SECONDS: must be at least 1'],
    [
      { ...minimal, TRACKER_COLLECTOR_PATH: 'tp2' },
      "TRACKER_COLLECTOR_PATH: must be a path starting with '/'",
    ],
    [
      { ...minimal, SENTRY_DSN: 'https://public-key@o0.ingest.example/1' },
      'SENTRY_DSN: must be a DSN such as https://KEY@o0.ingest.sentry.io/123',
    ],
    [
      { ...minimal, SENTRY_DSN: 'https://key@o0.ingest.example/project' },
      'SENTRY_DSN: must be a DSN such as https://KEY@o0.ingest.sentry.io/123',
    ],
    [{ ...minimal, REQUEST_LOG: 'text' }, 'REQUEST_LOG: must be one of json, off'],
    [
      { ...minimal, TRUSTED_PROXIES: '10.0.0.0/8, lb.internal' },
      'TRUSTED_PROXIES: must be addresses or ranges separated by commas, such as 10.0.0.0/8',
    ],
    [
      { ...minimal, TRUSTED_PROXIES: '10.0.0.0/33' },
      'TRUSTED_PROXIES: must be addresses or ranges separated by commas, such as 10.0.0.0/8',
    ],
    [
      { ...minimal, PLATFORM_DOMAIN: 'localhost' },
      'PLATFORM_DOMAIN: must be a domain name such as fanplatform.example',
    ],
  ])('rejects %o', (env, expected) => {
    expect(problem(env)).toBe(expected);
  });
});

describe('getSettings', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    clearSettingsCache();
  });

  it('reads the environment once and caches the result', () => {
    vi.stubEnv('CLIENT_ID', 'FIRST');
    vi.stubEnv('SITE_URL', 'https://site.example');
    vi.stubEnv('SITE_PRODUCT', 'ascot');
    expect(getSettings().clientId).toBe('FIRST');
    vi.stubEnv('CLIENT_ID', 'SECOND');
    expect(getSettings().clientId).toBe('FIRST');
    clearSettingsCache();
    expect(getSettings().clientId).toBe('SECOND');
  });

  it('throws an error naming the bad setting', () => {
    vi.stubEnv('CLIENT_ID', '');
    expect(() => getSettings()).toThrow('Invalid setting CLIENT_ID: required');
  });
});

describe('validateSettingsOrExit', () => {
  it('prints one line naming the bad setting and exits with 1', () => {
    const error = expectConsole('error');
    const exit = vi.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    expect(() => validateSettingsOrExit({ SITE_URL: 'https://s.example', SITE_PRODUCT: 'x' }, exit)).toThrow(
      'exit 1',
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Invalid setting CLIENT_ID: required');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('returns the settings when they are valid', () => {
    const exit = vi.fn((): never => {
      throw new Error('should not exit');
    });
    expect(validateSettingsOrExit(minimal, exit).clientId).toBe('FURLONG');
  });
});
