import { setSelfDescribingSink } from '@/ui/analytics/self-describing';
import { consentAllows, getConsent, subscribeConsent } from '@/ui/consent/consent-store';
import type { AnalyticsConfig } from './analytics-config';
import { startTracker, type BehaviouralTracker } from './behavioural-tracker';
import { startDeviceTags } from './device-tags';
import { consentDefault, consentUpdate, loadContainer } from './tag-manager';

/** A page view is sent 500 ms after a page finishes loading. */
export const PAGE_VIEW_DELAY_MS = 500;

export interface AnalyticsRuntime {
  /** The address may have changed (a client-side navigation): a page view follows for a new full path. */
  locationChanged(): void;
  stop(): void;
}

const fullPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Runs the configured analytics by the visitor's consent: analytics storage starts
 * denied; while the analytics vendor is allowed the tag manager's container runs, device tags are
 * given their hand-off, and the behavioural tracker sends page views, page pings and self-describing
 * events. Withdrawn consent denies storage again and stops the tracker. Nothing is requested of any
 * third party before consent.
 */
export function startAnalytics(config: AnalyticsConfig): AnalyticsRuntime {
  let granted = false;
  let tracker: Promise<BehaviouralTracker | null> | null = null;
  let deviceTagsStarted = false;
  let lastPageView: string | null = null;
  let pageViewTimer: ReturnType<typeof setTimeout> | undefined;

  const warn = (what: string) => (error: unknown) =>
    console.warn(`Analytics: ${what}:`, error instanceof Error ? error.message : error);

  function withTracker(run: (running: BehaviouralTracker) => void): void {
    void tracker?.then((running) => running && run(running));
  }

  // Once per distinct full path (query included), so a repeated history entry of the
  // same address is not a second view.
  function schedulePageView(): void {
    clearTimeout(pageViewTimer);
    pageViewTimer = setTimeout(() => {
      const path = fullPath();
      if (!granted || !tracker || path === lastPageView) return;
      lastPageView = path;
      withTracker((running) => running.pageView());
    }, PAGE_VIEW_DELAY_MS);
  }

  function grant(): void {
    if (config.tagManager) {
      consentUpdate(true);
      loadContainer(config.tagManager).catch(warn('the tag manager did not load'));
    }
    if (config.deviceTags && !deviceTagsStarted) {
      deviceTagsStarted = true;
      startDeviceTags(config.deviceTags).catch(warn('device tags did not start'));
    }
    if (config.tracker) {
      if (tracker) withTracker((running) => running.grant());
      else {
        tracker = startTracker(config.tracker).catch((error: unknown) => {
          warn('the behavioural tracker did not start')(error);
          return null;
        });
      }
      setSelfDescribingSink((event) => withTracker((running) => running.selfDescribing(event)));
      schedulePageView();
    }
  }

  function withdraw(): void {
    if (config.tagManager) consentUpdate(false);
    setSelfDescribingSink(null);
    clearTimeout(pageViewTimer);
    lastPageView = null;
    withTracker((running) => running.withdraw());
  }

  function follow(): void {
    const allowed = consentAllows(config.need, getConsent(), window.location.hostname);
    if (allowed === granted) return;
    granted = allowed;
    if (allowed) grant();
    else withdraw();
  }

  if (config.tagManager) consentDefault();
  const unsubscribe = subscribeConsent(follow);
  follow();

  // Client-side navigations, query changes included, where the browser reports them (the Navigation
  // API); elsewhere the loader reports each new path.
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', schedulePageView);

  return {
    locationChanged: () => {
      if (granted) schedulePageView();
    },
    stop() {
      unsubscribe();
      navigation?.removeEventListener('currententrychange', schedulePageView);
      clearTimeout(pageViewTimer);
      setSelfDescribingSink(null);
    },
  };
}
