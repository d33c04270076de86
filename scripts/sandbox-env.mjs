// Settings that point the site at the local sandbox. A variable already set (in the shell or a .env
// file) wins, so the same scripts can run the site against the real platform.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SANDBOX_CONSENT_PROPERTY_ID, SANDBOX_CONTENT_VENDOR } from '../sandbox/consent-vendors.mjs';

/** The preview secret `npm start` gives the site on the sandbox, for trying an editor's preview. */
export const SANDBOX_PREVIEW_SECRET = 'sandbox-preview-secret-kingsmere';

/**
 * The content pack the sandbox serves: SANDBOX_PACK, or sandbox/content.
 * @param {string} root
 * @returns {string}
 */
export function sandboxPackDir(root) {
  return path.resolve(root, process.env.SANDBOX_PACK ?? 'sandbox/content');
}

/**
 * True unless the site is pointed at the real platform (CONTENT_API_URL) and SANDBOX is not `on`.
 * @returns {boolean}
 */
export function usesSandbox() {
  return !process.env.CONTENT_API_URL || process.env.SANDBOX === 'on';
}

/**
 * The settings that point a site on `port` at the sandbox on `sandboxPort`.
 * @param {string} root
 * @param {{ port: number; sandboxPort: number }} ports
 * @returns {Record<string, string>}
 */
export function sandboxEnv(root, { port, sandboxPort }) {
  const pack = JSON.parse(readFileSync(path.join(sandboxPackDir(root), 'pack.json'), 'utf8'));
  const sandbox = `http://localhost:${sandboxPort}`;
  return {
    CLIENT_ID: pack.clientId,
    SITE_PRODUCT: pack.product,
    SITE_NAME: pack.venue,
    SITE_URL: `http://localhost:${port}`,
    CONTENT_API_URL: `${sandbox}/content`,
    FAN_AUTH_URL: `${sandbox}/auth`,
    POLL_API_URL: `${sandbox}/polls`,
    EVENTS_API_URL: `${sandbox}/events`,
    EVENTS_API_KEY: 'sandbox-events-key',
    VIDEO_GATEWAY_URL: `${sandbox}/feeds`,
    TRACKER_COLLECTOR_URL: `${sandbox}/tracker`,
    // Third-party browser scripts: the sandbox's doubles with the real ones' browser APIs.
    CONSENT_BASE_ENDPOINT: `${sandbox}/consent`,
    CONSENT_PROPERTY_ID: SANDBOX_CONSENT_PROPERTY_ID,
    CONSENT_PRIVACY_MANAGER_ID: '1000001',
    CONSENT_CONTENT_VENDOR: SANDBOX_CONTENT_VENDOR,
    STREAM_PLAYER_URL: `${sandbox}/stream`,
    // The sandbox's map provider (/embeds/…), whose frames editors may embed.
    EMBED_HOSTS: `localhost:${sandboxPort}`,
    YOUTUBE_IFRAME_API_URL: `${sandbox}/youtube/iframe_api`,
    AD_NETWORK_CODE: '21809957681',
    LIVE_BLOG_SCRIPT_URL: `${sandbox}/liveblog/widget.js`,
    AD_TAG_SCRIPT_URL: `${sandbox}/ads/tag/js/gpt.js`,
    FORMS_SCRIPT_URL: `${sandbox}/forms/widget.js`,
    FORMS_SERVICE_KEY: 'sandbox-forms-service-key-0123456789',
    TAG_MANAGER_ID: 'GTM-SANDBOX',
    TAG_MANAGER_SCRIPT_URL: `${sandbox}/tagmanager/gtm.js`,
    DEVICE_TAGS_API_KEY: 'sandbox-device-tags-key',
    DEVICE_TAGS_SCRIPT_URL: `${sandbox}/devicetags/tags.js`,
    // The editors' preview key on the sandbox (README, "Previewing a draft").
    PREVIEW_SECRET: SANDBOX_PREVIEW_SECRET,
    // Error reports go to the sandbox's error-ingest double (project 1, any public key).
    SENTRY_DSN: `http://sandboxkey@localhost:${sandboxPort}/errors/1`,
  };
}

/**
 * Fills in every sandbox setting that the environment does not already give.
 * @param {Record<string, string>} defaults
 * @returns {Record<string, string | undefined>}
 */
export function withDefaults(defaults) {
  const env = { ...process.env };
  for (const [key, value] of Object.entries(defaults)) {
    if (!env[key]) env[key] = value;
  }
  return env;
}
