import { loadScriptOnce } from '@/blocks/shared/load-script';
import type { TagManagerConfig } from './analytics-config';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/**
 * The tag manager's command form: it reads an `arguments` object pushed to the data layer as a command
 * (what its own gtag() snippet does), so a plain array would not do.
 */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the tag manager recognises commands by their Arguments object
  dataLayer().push(arguments);
}

/** Analytics storage consent starts denied. Pushed before any container can load. */
export function consentDefault(): void {
  gtag('consent', 'default', { analytics_storage: 'denied' });
}

/** A consent update grants or denies analytics storage. */
export function consentUpdate(granted: boolean): void {
  gtag('consent', 'update', { analytics_storage: granted ? 'granted' : 'denied' });
}

/** The container, loaded once per page, with the start event its own snippet pushes first. */
export function loadContainer({ id, scriptUrl }: TagManagerConfig): Promise<void> {
  const src = new URL(scriptUrl);
  src.searchParams.set('id', id);
  if (!loadedContainers.has(src.href)) {
    loadedContainers.add(src.href);
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  return loadScriptOnce(src.href);
}

const loadedContainers = new Set<string>();
