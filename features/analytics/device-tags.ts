import { loadScriptOnce } from '@/blocks/shared/load-script';
import type { DeviceTagContext } from '@/platform/types/auth';
import type { DeviceTagsConfig } from './analytics-config';

/** The device-tags script's browser API (sandbox/browser/device-tags.js is a double of it). */
interface DeviceTagsApi {
  init(options: { apiKey: string; token: string; context: DeviceTagContext }): unknown;
}

declare global {
  interface Window {
    deviceTags?: DeviceTagsApi;
  }
}

/** What POST /api/device-tags hands over: the device's anonymous token, never the fan's, and the context. */
export interface DeviceTagsHandOff {
  token: string;
  context: DeviceTagContext;
}

export const DEVICE_TAGS_ROUTE = '/api/device-tags';

/**
 * Starts the device-tags script: our server hands over the anonymous token and the
 * device tag context ({ device_id, fan_id }) for this page only, and they go straight into the script's init,
 * kept in no global of ours.
 */
export async function startDeviceTags(config: DeviceTagsConfig): Promise<void> {
  const response = await fetch(DEVICE_TAGS_ROUTE, { method: 'POST', cache: 'no-store' });
  if (!response.ok) throw new Error(`the device-tags hand-off answered ${response.status}`);
  const { token, context } = (await response.json()) as DeviceTagsHandOff;
  await loadScriptOnce(config.scriptUrl);
  const api = window.deviceTags;
  if (!api || typeof api.init !== 'function') throw new Error('the device-tags script defines no init');
  api.init({ apiKey: config.apiKey, token, context });
}
