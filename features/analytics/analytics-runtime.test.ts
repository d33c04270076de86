// @vitest-environment jsdom
import { trackSelfDescribing } from '@/ui/analytics/self-describing';
import { setConsent, type ConsentState } from '@/ui/consent/consent-store';
import type { AnalyticsConfig } from './analytics-config';
import { PAGE_VIEW_DELAY_MS, startAnalytics, type AnalyticsRuntime } from './analytics-runtime';

const tracker = vi.hoisted(() => ({
  pageView: vi.fn(),
  selfDescribing: vi.fn(),
  withdraw: vi.fn(),
  grant: vi.fn(),
}));
const startTracker = vi.hoisted(() => vi.fn(async () => tracker));
const startDeviceTags = vi.hoisted(() => vi.fn(async () => {}));
const loadScriptOnce = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('./behavioural-tracker', () => ({ startTracker }));
vi.mock('./device-tags', () => ({ startDeviceTags }));
vi.mock('@/blocks/shared/load-script', () => ({ loadScriptOnce }));

const config: AnalyticsConfig = {
  need: { name: 'Analytics', vendorNames: ['Analytics'] },
  tracker: {
    collectorUrl: 'https://collector.example',
    postPath: '/com.snowplowanalytics.snowplow/tp2',
    appId: 'web',
    minimumVisitLength: 10,
    heartbeatDelay: 10,
  },
  tagManager: { id: 'GTM-1', scriptUrl: 'https://tags.example/gtm.js' },
  deviceTags: { apiKey: 'key', scriptUrl: 'https://devices.example/tags.js' },
};

const consent = (analytics: boolean): ConsentState => ({
  status: 'ready',
  entries: [
    { id: 'v1', name: 'Analytics', isAllowed: analytics },
    { id: 'v2', name: 'YouTube', isAllowed: true },
  ],
});

/** The data layer's entries, gtag's Arguments objects as arrays. */
const dataLayer = () =>
  (window.dataLayer ?? []).map((entry) =>
    entry && typeof entry === 'object' && 'length' in entry && !Array.isArray(entry)
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
const consentCommands = () => dataLayer().filter((entry) => Array.isArray(entry) && entry[0] === 'consent');

/** Lets the promises of a started tracker settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let runtime: AnalyticsRuntime | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  window.dataLayer = [];
  setConsent({ status: 'waiting', entries: [] });
  window.history.replaceState(null, '', '/racing?page=1');
});

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('startAnalytics', () => {
  it('starts with analytics storage denied and loads nothing before consent', async () => {
    runtime = startAnalytics(config);
    setConsent(consent(false));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(consentCommands()).toEqual([['consent', 'default', { analytics_storage: 'denied' }]]);
    expect(startTracker).not.toHaveBeenCalled();
    expect(startDeviceTags).not.toHaveBeenCalled();
    expect(loadScriptOnce).not.toHaveBeenCalled();
    trackSelfDescribing({ schema: 's', data: {} });
    expect(tracker.selfDescribing).not.toHaveBeenCalled();
  });

  it('on consent grants storage, loads the container, starts device tags and the tracker, then one page view after 500 ms', async () => {
    runtime = startAnalytics(config);
    setConsent(consent(true));
    expect(consentCommands()).toEqual([
      ['consent', 'default', { analytics_storage: 'denied' }],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
    expect(dataLayer()).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    expect(loadScriptOnce).toHaveBeenCalledWith('https://tags.example/gtm.js?id=GTM-1');
    expect(startDeviceTags).toHaveBeenCalledWith(config.deviceTags);
    expect(startTracker).toHaveBeenCalledWith(config.tracker);
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS - 1);
    expect(tracker.pageView).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(tracker.pageView).toHaveBeenCalledTimes(1);
  });

  it('sends one page view per distinct full path, the query included', async () => {
    runtime = startAnalytics(config);
    setConsent(consent(true));
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS);
    runtime.locationChanged();
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS);
    expect(tracker.pageView).toHaveBeenCalledTimes(1);
    window.history.pushState(null, '', '/racing?page=2');
    runtime.locationChanged();
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS);
    expect(tracker.pageView).toHaveBeenCalledTimes(2);
  });

  it('hands self-describing events to the tracker only while consent lasts', async () => {
    runtime = startAnalytics(config);
    setConsent(consent(true));
    await settle();
    const event = { schema: 'iglu:com.furlong/media_usage/jsonschema/1-0-0', data: { content_id: 'a' } };
    trackSelfDescribing(event);
    await settle();
    expect(tracker.selfDescribing).toHaveBeenCalledWith(event);
    setConsent(consent(false));
    trackSelfDescribing(event);
    await settle();
    expect(tracker.selfDescribing).toHaveBeenCalledTimes(1);
  });

  it('follows withdrawn and renewed consent: storage denied, the tracker withdrawn, then granted again', async () => {
    runtime = startAnalytics(config);
    setConsent(consent(true));
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS);
    setConsent(consent(false));
    await settle();
    expect(tracker.withdraw).toHaveBeenCalledTimes(1);
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    setConsent(consent(true));
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_DELAY_MS);
    expect(tracker.grant).toHaveBeenCalledTimes(1);
    expect(startTracker).toHaveBeenCalledTimes(1);
    expect(startDeviceTags).toHaveBeenCalledTimes(1);
    // The page seen again with consent is a page view again.
    expect(tracker.pageView).toHaveBeenCalledTimes(2);
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  });

  it('leaves out what is not configured', async () => {
    runtime = startAnalytics({ ...config, tagManager: null, deviceTags: null });
    setConsent(consent(true));
    await settle();
    expect(dataLayer()).toEqual([]);
    expect(loadScriptOnce).not.toHaveBeenCalled();
    expect(startDeviceTags).not.toHaveBeenCalled();
    expect(startTracker).toHaveBeenCalledTimes(1);
  });
});
