import { startTracker, trackerConfiguration, TRACKER_NAMESPACE } from './behavioural-tracker';

const config = {
  collectorUrl: 'https://collector.example',
  postPath: '/com.snowplowanalytics.snowplow/tp2',
  appId: 'web',
  minimumVisitLength: 10,
  heartbeatDelay: 10,
};

function fakeLibrary() {
  return {
    newTracker: vi.fn(),
    enableActivityTracking: vi.fn(),
    disableActivityTracking: vi.fn(),
    trackPageView: vi.fn(),
    trackSelfDescribingEvent: vi.fn(),
    clearUserData: vi.fn(),
    enableAnonymousTracking: vi.fn(),
    disableAnonymousTracking: vi.fn(),
  };
}
type Library = typeof import('@snowplow/browser-tracker');

describe('trackerConfiguration', () => {
  it("is the specification's queue, batch, retry, session and cookie settings, exactly", () => {
    expect(trackerConfiguration(config)).toEqual({
      appId: 'web',
      platform: 'web',
      eventMethod: 'post',
      postPath: '/com.snowplowanalytics.snowplow/tp2',
      bufferSize: 1,
      maxPostBytes: 40000,
      connectionTimeout: 5000,
      maxLocalStorageQueueSize: 1000,
      retryFailedRequests: true,
      dontRetryStatusCodes: [400, 401, 403, 410, 422],
      sessionCookieTimeout: 1800,
      cookieLifetime: 63072000,
      stateStorageStrategy: 'cookieAndLocalStorage',
      contexts: { webPage: true },
    });
  });

  it('posts to the configured path', () => {
    expect(trackerConfiguration({ ...config, postPath: '/tp2' }).postPath).toBe('/tp2');
  });
});

describe('startTracker', () => {
  it('creates one named tracker on the collector with activity tracking of 10 s and 10 s', async () => {
    const library = fakeLibrary();
    await startTracker(config, async () => library as unknown as Library);
    expect(library.newTracker).toHaveBeenCalledWith(
      TRACKER_NAMESPACE,
      'https://collector.example',
      trackerConfiguration(config),
    );
    expect(library.enableActivityTracking).toHaveBeenCalledWith(
      { minimumVisitLength: 10, heartbeatDelay: 10 },
      [TRACKER_NAMESPACE],
    );
  });

  it('sends page views and self-describing events through the named tracker', async () => {
    const library = fakeLibrary();
    const tracker = await startTracker(config, async () => library as unknown as Library);
    tracker.pageView();
    const event = { schema: 'iglu:com.furlong/media_usage/jsonschema/1-0-0', data: { content_id: 'a' } };
    tracker.selfDescribing(event);
    expect(library.trackPageView).toHaveBeenCalledWith({}, [TRACKER_NAMESPACE]);
    expect(library.trackSelfDescribingEvent).toHaveBeenCalledWith({ event }, [TRACKER_NAMESPACE]);
  });

  it('on withdrawn consent stops page pings and forgets stored identifiers; on consent stores them again', async () => {
    const library = fakeLibrary();
    const tracker = await startTracker(config, async () => library as unknown as Library);
    tracker.withdraw();
    expect(library.disableActivityTracking).toHaveBeenCalledWith([TRACKER_NAMESPACE]);
    expect(library.clearUserData).toHaveBeenCalledWith({ preserveSession: false, preserveUser: false }, [
      TRACKER_NAMESPACE,
    ]);
    expect(library.enableAnonymousTracking).toHaveBeenCalledWith({ stateStorageStrategy: 'none' }, [
      TRACKER_NAMESPACE,
    ]);
    tracker.grant();
    expect(library.disableAnonymousTracking).toHaveBeenCalledWith(
      { stateStorageStrategy: 'cookieAndLocalStorage' },
      [TRACKER_NAMESPACE],
    );
    expect(library.enableActivityTracking).toHaveBeenCalledTimes(2);
  });
});
