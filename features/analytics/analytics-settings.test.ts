import { parseSettings, type Settings } from '@/platform/settings';
import { analyticsConfig } from './analytics-settings';

const base = {
  CLIENT_ID: 'FURLONG',
  SITE_URL: 'https://www.kingsmere.example',
  SITE_PRODUCT: 'kingsmere',
  CONSENT_PROPERTY_ID: '31337',
};

function settings(env: Record<string, string>): Settings {
  const result = parseSettings(env);
  if (!result.ok) throw new Error(`${result.name}: ${result.message}`);
  return result.settings;
}

describe('analyticsConfig', () => {
  it('is null with nothing configured, or with no consent platform to give consent', () => {
    expect(analyticsConfig(settings(base))).toBeNull();
    const { CONSENT_PROPERTY_ID: _none, ...withoutConsent } = base;
    expect(
      analyticsConfig(settings({ ...withoutConsent, TRACKER_COLLECTOR_URL: 'https://collector.example' })),
    ).toBeNull();
  });

  it('gives the browser the public settings of each configured part, and the analytics consent', () => {
    expect(
      analyticsConfig(
        settings({
          ...base,
          TRACKER_COLLECTOR_URL: 'https://collector.example/',
          TAG_MANAGER_ID: 'GTM-1',
          DEVICE_TAGS_API_KEY: 'key',
          DEVICE_TAGS_SCRIPT_URL: 'https://devices.example/tags.js',
          EVENTS_API_KEY: 'secret',
        }),
      ),
    ).toEqual({
      need: { name: 'Analytics', vendorNames: ['Analytics'] },
      tracker: {
        collectorUrl: 'https://collector.example',
        postPath: '/com.snowplowanalytics.snowplow/tp2',
        appId: 'web',
        minimumVisitLength: 10,
        heartbeatDelay: 10,
      },
      tagManager: { id: 'GTM-1', scriptUrl: 'https://www.googletagmanager.com/gtm.js' },
      deviceTags: { apiKey: 'key', scriptUrl: 'https://devices.example/tags.js' },
    });
  });

  it('runs device tags only with both their key and their script', () => {
    const config = analyticsConfig(
      settings({ ...base, TAG_MANAGER_ID: 'GTM-1', DEVICE_TAGS_API_KEY: 'key' }),
    );
    expect(config?.deviceTags).toBeNull();
    expect(config?.tracker).toBeNull();
  });
});
