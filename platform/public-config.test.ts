import { getPublicConfig } from './public-config';
import { parseSettings } from './settings';

const minimal = { CLIENT_ID: 'FURLONG', SITE_URL: 'https://www.furlong.example/', SITE_PRODUCT: 'ascot' };

function valid(env: Record<string, string | undefined>) {
  const result = parseSettings(env);
  if (!result.ok) throw new Error(`expected valid settings, got ${result.name}: ${result.message}`);
  return result.settings;
}

describe('getPublicConfig', () => {
  it('exposes the public runtime fields and no secrets', () => {
    const config = getPublicConfig(
      valid({
        ...minimal,
        EVENTS_API_KEY: 'secret-events-key',
        DEVICE_TAGS_API_KEY: 'tags-key',
        CONSENT_ACCOUNT_ID: '1910',
        CONSENT_PROPERTY_ID: '42',
        CONSENT_PRIVACY_MANAGER_ID: '7',
        PLATFORM_REGION: 'us',
      }),
    );
    expect(config).toEqual({
      env: 'production',
      server: 'us',
      clientId: 'FURLONG',
      siteUrl: 'https://www.furlong.example',
      fanscoreAuth: { tokenUrl: 'https://auth.us.fanplatform.example/oauth/token' },
      deviceTagsApiKey: 'tags-key',
      consent: { propertyId: '42', privacyManagerId: '7' },
    });
    expect(JSON.stringify(config)).not.toContain('secret-events-key');
  });

  it('gives null for each third party left unset, and the stage environment when asked', () => {
    const config = getPublicConfig(valid({ ...minimal, PLATFORM_ENV: 'stage' }));
    expect(config).toMatchObject({
      env: 'stage',
      server: 'standard',
      deviceTagsApiKey: null,
      consent: { propertyId: null, privacyManagerId: null },
    });
  });
});
