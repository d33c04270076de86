import { useSyncExternalStore } from 'react';
import type { PublicConfig, RuntimeConfig } from '@/platform/types/config';
import { DEVICE_ROUTE, PUBLIC_CONFIG_ELEMENT_ID, type DeviceAnswer } from './public-config-element';

// The public runtime configuration in the browser (decision 17): the fields the same for
// everyone from the page's HTML, the device id from GET /api/device, asked once per page load and only
// by code that needs it.

let loading: Promise<RuntimeConfig | null> | null = null;
let loaded: RuntimeConfig | null = null;
const listeners = new Set<() => void>();

function readStatic(): PublicConfig | null {
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicConfig;
  } catch {
    return null;
  }
}

async function fetchDeviceId(): Promise<string | null> {
  try {
    const response = await fetch(DEVICE_ROUTE, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return null;
    const answer = (await response.json()) as Partial<DeviceAnswer>;
    return typeof answer.deviceId === 'string' ? answer.deviceId : null;
  } catch {
    return null;
  }
}

/**
 * The public runtime configuration: env, server, clientId, deviceId, siteUrl, fanscoreAuth.tokenUrl,
 * deviceTagsApiKey and the consent ids. Null on a page without it (the error pages); deviceId null
 * when the device id could not be had.
 */
export function loadPublicConfig(): Promise<RuntimeConfig | null> {
  loading ??= (async () => {
    const config = readStatic();
    if (!config) return null;
    loaded = { ...config, deviceId: await fetchDeviceId() };
    for (const listener of listeners) listener();
    return loaded;
  })();
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void loadPublicConfig();
  return () => listeners.delete(listener);
}

/** For a client component: the configuration once loaded (null until then, and on the server). */
export function usePublicConfig(): RuntimeConfig | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
