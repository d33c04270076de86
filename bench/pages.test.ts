import { CONSENTED_STORAGE, cookiePairs, VISITOR_HEADERS } from './pages.mjs';
import { SANDBOX_CONSENT_VENDORS } from '../sandbox/services/consent';
import { sandboxEnv } from '../scripts/sandbox-env.mjs';

describe('cookiePairs', () => {
  it("reads the benchmark visitor's Cookie header as the browser's own cookies", () => {
    expect(cookiePairs(VISITOR_HEADERS.cookie)).toEqual([
      { name: 'dismissedProjectSouthampton', value: 'true' },
      { name: 'furlong_device', value: '0b6f2d52-9d8e-4c1a-a0f4-4c7d8a2e9b31' },
    ]);
  });

  it('keeps an equals sign inside a value and skips what is no pair', () => {
    expect(cookiePairs('a=b=c;;  junk ; d=')).toEqual([
      { name: 'a', value: 'b=c' },
      { name: 'd', value: '' },
    ]);
  });
});

describe("the returning visitor's consent choice", () => {
  it('accepts every vendor of the consent platform the site is given', () => {
    const { grants } = JSON.parse(CONSENTED_STORAGE.value) as { grants: Record<string, boolean> };
    expect(Object.keys(grants).sort()).toEqual(SANDBOX_CONSENT_VENDORS.map((vendor) => vendor._id).sort());
    expect(Object.values(grants).every(Boolean)).toBe(true);
    const propertyId = sandboxEnv(process.cwd(), { port: 3000, sandboxPort: 4010 }).CONSENT_PROPERTY_ID;
    expect(CONSENTED_STORAGE.name).toBe(`sandbox-consent:${propertyId}`);
  });
});
