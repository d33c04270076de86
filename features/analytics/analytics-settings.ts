import 'server-only';
import { getSettings, type Settings } from '@/platform/settings';
import type { AnalyticsConfig } from './analytics-config';

/**
 * The analytics the browser runs, from settings; null when none is configured, or when no consent
 * platform runs (then analytics consent can never be given, so nothing would ever start).
 */
export function analyticsConfig(settings: Settings = getSettings()): AnalyticsConfig | null {
  const { thirdParty } = settings;
  const tracker = settings.trackerCollectorUrl
    ? {
        collectorUrl: settings.trackerCollectorUrl,
        postPath: settings.trackerCollectorPath,
        appId: settings.eventsAppId,
        minimumVisitLength: settings.trackerMinVisitSeconds,
        heartbeatDelay: settings.trackerHeartbeatSeconds,
      }
    : null;
  const tagManager = thirdParty.tagManagerId
    ? { id: thirdParty.tagManagerId, scriptUrl: thirdParty.tagManagerScriptUrl }
    : null;
  const deviceTags =
    thirdParty.deviceTagsApiKey && thirdParty.deviceTagsScriptUrl
      ? { apiKey: thirdParty.deviceTagsApiKey, scriptUrl: thirdParty.deviceTagsScriptUrl }
      : null;
  if (!thirdParty.consentPropertyId || (!tracker && !tagManager && !deviceTags)) return null;
  const vendor = thirdParty.consentAnalyticsVendor;
  return { need: { name: vendor, vendorNames: [vendor] }, tracker, tagManager, deviceTags };
}
