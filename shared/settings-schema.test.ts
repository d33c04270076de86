import { readSetting, settingDocs, settingsEnvSchema } from './settings-schema.mts';

describe('readSetting', () => {
  it('gives the default of a setting unset or blank', () => {
    expect(readSetting({}, 'PAGE_CACHE_SECONDS')).toBe(300);
    expect(readSetting({ STREAM_PLAYER_URL: '  ' }, 'STREAM_PLAYER_URL')).toBe(
      'https://cdnapisec.kaltura.com',
    );
    expect(readSetting({}, 'TRUSTED_PROXIES')).toContain('fc00::/7');
    expect(readSetting({}, 'TAG_MANAGER_ID')).toBeUndefined();
  });

  it('reads a set value as the site does', () => {
    expect(readSetting({ PAGE_CACHE_SECONDS: ' 2 ' }, 'PAGE_CACHE_SECONDS')).toBe(2);
    expect(readSetting({ CONSENT_BASE_ENDPOINT: 'https://c.example/x/' }, 'CONSENT_BASE_ENDPOINT')).toBe(
      'https://c.example/x',
    );
    expect(readSetting({ IMAGE_HOSTS: 'A.example, ,b.example:8443' }, 'IMAGE_HOSTS')).toEqual([
      'a.example',
      'b.example:8443',
    ]);
  });

  it('gives nothing for an invalid value', () => {
    expect(readSetting({ PAGE_CACHE_SECONDS: '-1' }, 'PAGE_CACHE_SECONDS')).toBeUndefined();
    expect(readSetting({ REQUEST_LOG: 'verbose' }, 'REQUEST_LOG')).toBeUndefined();
    expect(readSetting({ FORMS_SCRIPT_URL: 'javascript:alert(1)' }, 'FORMS_SCRIPT_URL')).toBeUndefined();
  });
});

describe('the settings schema', () => {
  it('describes every setting', () => {
    const undescribed = Object.entries(settingsEnvSchema.shape)
      .filter(([, schema]) => !settingDocs.get(schema)?.description)
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });
});
