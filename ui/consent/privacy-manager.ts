/** The parts of the consent platform's browser API the site uses (`window._sp_`, `window.__tcfapi`). */
export interface ConsentPlatformApi {
  config?: unknown;
  executeMessaging?: () => void;
  gdpr?: { loadPrivacyManagerModal?: (privacyManagerId: number | string) => void };
}

export type TcfApi = (
  command: string,
  version: number,
  callback: (data: unknown, success: boolean) => void,
) => void;

declare global {
  interface Window {
    _sp_?: ConsentPlatformApi;
    _sp_queue?: unknown[];
    __tcfapi?: TcfApi;
  }
}

let privacyManagerId: string | null = null;

export function setPrivacyManager(id: string | null): void {
  privacyManagerId = id;
}

/** Opens the consent platform's privacy manager; false when there is none to open. */
export function openPrivacyManager(): boolean {
  const open = window._sp_?.gdpr?.loadPrivacyManagerModal;
  if (!privacyManagerId || typeof open !== 'function') return false;
  open(privacyManagerId);
  return true;
}
