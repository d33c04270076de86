// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { expectConsole } from '@/test/setup';
import { getConsent, setConsent } from '@/ui/consent/consent-store';
import { openPrivacyManager } from '@/ui/consent/privacy-manager';
import { consentScript } from './consent-script';
import { CONSENT_STATE } from './consent-start';

const pathname = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

const settings = {
  accountId: '1910',
  propertyId: '31337',
  privacyManagerId: '1000001',
  baseEndpoint: 'https://consent.example',
};

// Each test starts a fresh module, as a new page would.
async function mount(given: typeof settings | null = settings) {
  // The layout's head starts the platform before the app (consent-script.tsx).
  if (given) new Function(consentScript(given))();
  vi.resetModules();
  const { ConsentPlatform } = await import('./consent-platform.client');
  const store = await import('@/ui/consent/consent-store');
  const view = render(<ConsentPlatform settings={given} />);
  return { view, store, ConsentPlatform };
}

const platformScript = () =>
  document.head.querySelector<HTMLScriptElement>(
    'script[src$="/unified/wrapperMessagingWithoutDetection.js"]',
  );

afterEach(() => {
  document.head.innerHTML = '';
  delete window._sp_;
  delete window.__tcfapi;
  delete window._sp_queue;
  delete (window as unknown as Record<string, unknown>)[CONSENT_STATE];
  pathname.current = '/';
  setConsent({ status: 'waiting', entries: [] });
});

describe('ConsentPlatform', () => {
  it('loads the script from the base endpoint with the account and property', async () => {
    await mount();
    expect(platformScript()?.src).toBe('https://consent.example/unified/wrapperMessagingWithoutDetection.js');
    expect(window._sp_?.config).toMatchObject({ accountId: 1910, propertyId: 31337 });
  });

  it('reads the vendor grants when consent is ready, and again when it changes', async () => {
    const { store } = await mount();
    let granted = false;
    window.__tcfapi = (command, _version, callback) => {
      expect(command).toBe('getCustomVendorConsents');
      callback(
        {
          consentedVendors: granted ? [{ _id: 'yt', name: 'YouTube' }] : [],
          grants: { yt: { vendorGrant: granted } },
        },
        true,
      );
    };
    const events = (window._sp_?.config as { events: { onConsentReady: () => void } }).events;
    act(() => events.onConsentReady());
    expect(store.getConsent()).toEqual({
      status: 'ready',
      entries: [{ id: 'yt', name: '', isAllowed: false }],
    });
    granted = true;
    act(() => events.onConsentReady());
    expect(store.getConsent().entries).toEqual([{ id: 'yt', name: 'YouTube', isAllowed: true }]);
  });

  it('says the consent API is missing when the script loads without it, and blocks everything', async () => {
    const error = expectConsole('error');
    const { store } = await mount();
    act(() => {
      platformScript()!.dispatchEvent(new Event('load'));
    });
    expect(error).toHaveBeenCalledWith('getCustomVendorConsents is not available');
    expect(store.getConsent().status).toBe('unavailable');
  });

  it('follows the platform the head started, reading consent that was ready before the app mounted', async () => {
    new Function(consentScript(settings))();
    expect(platformScript()?.src).toBe('https://consent.example/unified/wrapperMessagingWithoutDetection.js');
    window.__tcfapi = (_command, _version, callback) =>
      callback(
        { consentedVendors: [{ _id: 'yt', name: 'YouTube' }], grants: { yt: { vendorGrant: true } } },
        true,
      );
    platformScript()!.dispatchEvent(new Event('load'));
    (window._sp_?.config as { events: { onConsentReady: () => void } }).events.onConsentReady();
    const { store } = await mount();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(store.getConsent()).toEqual({
      status: 'ready',
      entries: [{ id: 'yt', name: 'YouTube', isAllowed: true }],
    });
  });

  it("blocks everything when the platform's script fails to load", async () => {
    const { store } = await mount();
    act(() => {
      platformScript()!.dispatchEvent(new Event('error'));
    });
    expect(store.getConsent().status).toBe('unavailable');
  });

  it('re-runs the messaging after a client-side route change, not on the first page', async () => {
    const { view, ConsentPlatform } = await mount();
    const executeMessaging = vi.fn();
    window._sp_!.executeMessaging = executeMessaging;
    view.rerender(<ConsentPlatform settings={settings} />);
    expect(executeMessaging).not.toHaveBeenCalled();
    pathname.current = '/news';
    view.rerender(<ConsentPlatform settings={settings} />);
    expect(executeMessaging).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when unconfigured and marks consent off', async () => {
    const { store } = await mount(null);
    expect(document.head.querySelector('script')).toBeNull();
    expect(window._sp_).toBeUndefined();
    expect(store.getConsent().status).toBe('off');
  });
});

describe('openPrivacyManager', () => {
  it('opens the configured privacy manager through the platform', async () => {
    await mount();
    const { openPrivacyManager: open } = await import('@/ui/consent/privacy-manager');
    const load = vi.fn();
    window._sp_!.gdpr = { loadPrivacyManagerModal: load };
    expect(open()).toBe(true);
    expect(load).toHaveBeenCalledWith('1000001');
  });

  it('answers false when no platform is there to open it', () => {
    expect(openPrivacyManager()).toBe(false);
    expect(getConsent().status).toBe('waiting');
  });
});
