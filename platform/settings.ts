import 'server-only';
import { settingsEnvSchema, type SettingsEnv } from '@/shared/settings-schema.mts';
import { serviceUrl, type HostScheme, type PlatformEnv, type PlatformRegion } from './service-hosts';

export type { PlatformEnv, PlatformRegion } from './service-hosts';

/** Optional third parties: null means "not configured", and then nothing is loaded or requested. */
export interface ThirdPartySettings {
  /** The consent platform's account. */
  consentAccountId: string;
  /** Where the consent platform's script and messages come from. */
  consentBaseEndpoint: string;
  /** Null: no consent platform, so nothing third-party runs. */
  consentPropertyId: string | null;
  consentPrivacyManagerId: string | null;
  /** The consent vendor name of the site's own content provider: forms and polls need its consent. */
  consentContentVendor: string;
  /** The consent platform's vendor name that stands for analytics: the tracker, tag manager and device tags need it. */
  consentAnalyticsVendor: string;
  tagManagerId: string | null;
  /** The tag manager's container script; the container id is added as `?id=`. */
  tagManagerScriptUrl: string;
  sentryDsn: string | null;
  deviceTagsApiKey: string | null;
  /** The device-tags script; device tags run only with it and the API key. */
  deviceTagsScriptUrl: string | null;
  adNetworkCode: string | null;
  /** The ad network's tag (Google Publisher Tag's API), loaded only on a page with an advert. */
  adTagScriptUrl: string;
  liveBlogScriptUrl: string | null;
  formsScriptUrl: string | null;
  /** The key the forms service sends to redeem a form ticket; it also seals the tickets (docs/decisions/0012). */
  formsServiceKey: string | null;
  /** Where the streaming provider serves each account's player script (blocks/video/stream-player.ts). */
  streamPlayerUrl: string;
  /** The YouTube iframe API's script, for YOUTUBE video blocks. */
  youtubeIframeApiUrl: string;
}

export interface Settings {
  clientId: string;
  platformEnv: PlatformEnv;
  platformRegion: PlatformRegion;
  platformDomain: string;
  /** Base URLs, without a trailing slash. */
  contentApiUrl: string;
  fanAuthUrl: string;
  fanAuthTokenUrl: string;
  pollApiUrl: string;
  eventsApiUrl: string;
  videoGatewayUrl: string;
  /** The behavioural tracker's collector; null: not configured, so no tracker runs. */
  trackerCollectorUrl: string | null;
  /** Where on the collector the tracker POSTs its batches. */
  trackerCollectorPath: string;
  /** Activity tracking: seconds before the first page ping, and between pings (whole numbers). */
  trackerMinVisitSeconds: number;
  trackerHeartbeatSeconds: number;
  siteUrl: string;
  siteProduct: string;
  /** The venue's name as the site shows it. */
  siteName: string;
  eventsApiKey: string | null;
  eventsRealmId: string;
  eventsAppId: string;
  /** How long a GET answer is reused before the service is asked again. */
  contentCacheSeconds: number;
  /** The longest the server's page cache keeps a page (server/main.mjs); its own s-maxage if shorter. */
  pageCacheSeconds: number;
  contentStaleSeconds: number;
  /** Megabytes of response text the last good copies may hold. */
  contentStaleMb: number;
  upstreamTimeoutMs: number;
  /** Votes one client address may send in ten minutes, and new anonymous tokens it may be given. */
  votesPerAddress: number;
  anonymousGrantsPerAddress: number;
  /** Addresses and CIDR ranges of our own hops, which X-Forwarded-For is read past for the client's address. */
  trustedProxies: string[];
  /** Hosts besides the content service's that the image proxy may fetch from, over https. */
  imageHosts: string[];
  /**
   * Hosts (with their subdomains) whose frames editors may embed besides the listed providers, behind
   * the consent platform's 'Embedded content' vendor; a frame from any other host is left out.
   */
  embedHosts: string[];
  /** The shared secret the content service sends to POST /api/revalidate; null: the route refuses all. */
  revalidateSecret: string | null;
  /** The editors' key for GET /api/preview (draft mode); null: preview is off. */
  previewSecret: string | null;
  /** The request header the CDN names the visitor's country in (`CF-IPCountry`). */
  countryHeader: string;
  /** Redis shared by several instances (docs/deploy.md); null: one instance, caches in process. */
  redisUrl: string | null;
  thirdParty: ThirdPartySettings;
}

export type SettingsParseResult =
  { ok: true; settings: Settings } | { ok: false; name: string; message: string };

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function toSettings(env: SettingsEnv): Settings {
  const scheme: HostScheme = {
    env: env.PLATFORM_ENV,
    region: env.PLATFORM_REGION,
    domain: env.PLATFORM_DOMAIN,
  };
  const fanAuthUrl = trimSlash(env.FAN_AUTH_URL ?? serviceUrl('auth', scheme));
  return {
    clientId: env.CLIENT_ID,
    platformEnv: env.PLATFORM_ENV,
    platformRegion: env.PLATFORM_REGION,
    platformDomain: env.PLATFORM_DOMAIN,
    contentApiUrl: trimSlash(env.CONTENT_API_URL ?? serviceUrl('content', scheme)),
    fanAuthUrl,
    fanAuthTokenUrl: trimSlash(env.FAN_AUTH_TOKEN_URL ?? `${fanAuthUrl}/oauth/token`),
    pollApiUrl: trimSlash(env.POLL_API_URL ?? serviceUrl('polls', scheme)),
    eventsApiUrl: trimSlash(env.EVENTS_API_URL ?? serviceUrl('events', scheme)),
    videoGatewayUrl: trimSlash(env.VIDEO_GATEWAY_URL ?? serviceUrl('feeds', scheme)),
    trackerCollectorUrl: env.TRACKER_COLLECTOR_URL ? trimSlash(env.TRACKER_COLLECTOR_URL) : null,
    trackerCollectorPath: env.TRACKER_COLLECTOR_PATH,
    trackerMinVisitSeconds: env.TRACKER_MIN_VISIT_SECONDS,
    trackerHeartbeatSeconds: env.TRACKER_HEARTBEAT_SECONDS,
    siteUrl: trimSlash(env.SITE_URL),
    siteProduct: env.SITE_PRODUCT,
    siteName: env.SITE_NAME,
    eventsApiKey: env.EVENTS_API_KEY ?? null,
    // The realm id defaults to the lower-cased client id.
    eventsRealmId: env.EVENTS_REALM_ID ?? env.CLIENT_ID.toLowerCase(),
    eventsAppId: env.EVENTS_APP_ID,
    contentCacheSeconds: env.CONTENT_CACHE_SECONDS,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    contentStaleSeconds: env.CONTENT_STALE_SECONDS,
    contentStaleMb: env.CONTENT_STALE_MB,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    votesPerAddress: env.VOTES_PER_ADDRESS,
    anonymousGrantsPerAddress: env.ANONYMOUS_GRANTS_PER_ADDRESS,
    trustedProxies: env.TRUSTED_PROXIES,
    imageHosts: env.IMAGE_HOSTS,
    embedHosts: env.EMBED_HOSTS,
    revalidateSecret: env.REVALIDATE_SECRET ?? null,
    previewSecret: env.PREVIEW_SECRET ?? null,
    countryHeader: env.COUNTRY_HEADER,
    redisUrl: env.REDIS_URL ?? null,
    thirdParty: {
      consentAccountId: env.CONSENT_ACCOUNT_ID,
      consentBaseEndpoint: env.CONSENT_BASE_ENDPOINT,
      consentPropertyId: env.CONSENT_PROPERTY_ID ?? null,
      consentPrivacyManagerId: env.CONSENT_PRIVACY_MANAGER_ID ?? null,
      consentContentVendor: env.CONSENT_CONTENT_VENDOR,
      consentAnalyticsVendor: env.CONSENT_ANALYTICS_VENDOR,
      tagManagerId: env.TAG_MANAGER_ID ?? null,
      tagManagerScriptUrl: env.TAG_MANAGER_SCRIPT_URL,
      sentryDsn: env.SENTRY_DSN ?? null,
      deviceTagsApiKey: env.DEVICE_TAGS_API_KEY ?? null,
      deviceTagsScriptUrl: env.DEVICE_TAGS_SCRIPT_URL ?? null,
      adNetworkCode: env.AD_NETWORK_CODE ?? null,
      adTagScriptUrl: env.AD_TAG_SCRIPT_URL,
      liveBlogScriptUrl: env.LIVE_BLOG_SCRIPT_URL ?? null,
      formsScriptUrl: env.FORMS_SCRIPT_URL ?? null,
      formsServiceKey: env.FORMS_SERVICE_KEY ?? null,
      streamPlayerUrl: env.STREAM_PLAYER_URL,
      youtubeIframeApiUrl: env.YOUTUBE_IFRAME_API_URL,
    },
  };
}

/** Validates an environment; the first problem is reported by variable name. */
export function parseSettings(env: Record<string, string | undefined>): SettingsParseResult {
  const parsed = settingsEnvSchema.safeParse(env);
  if (parsed.success) return { ok: true, settings: toSettings(parsed.data) };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    name: issue ? String(issue.path[0] ?? 'environment') : 'environment',
    message: issue?.message ?? 'invalid',
  };
}

export class InvalidSettingError extends Error {
  override readonly name = 'InvalidSettingError';
  constructor(
    readonly setting: string,
    readonly reason: string,
  ) {
    super(`Invalid setting ${setting}: ${reason}`);
  }
}

let cached: Settings | null = null;

/** The validated settings, read from the environment once. Throws InvalidSettingError. */
export function getSettings(): Settings {
  if (cached) return cached;
  const result = parseSettings(process.env);
  if (!result.ok) throw new InvalidSettingError(result.name, result.message);
  cached = result.settings;
  return cached;
}

/**
 * EMBED_HOSTS alone, read as getSettings() reads it, for the HTML sanitiser, which renders content
 * wherever a body is shown (tests and the block gallery included) and needs no other setting.
 * Throws InvalidSettingError.
 */
export function getEmbedHosts(): string[] {
  if (cached) return cached.embedHosts;
  const result = settingsEnvSchema.shape.EMBED_HOSTS.safeParse(process.env.EMBED_HOSTS);
  if (!result.success)
    throw new InvalidSettingError('EMBED_HOSTS', result.error.issues[0]?.message ?? 'invalid');
  return result.data;
}

/** Forgets the settings read so far, so the next getSettings() reads the environment again. */
export function clearSettingsCache(): void {
  cached = null;
}

/**
 * Start-up check: a missing or bad setting stops the server with one line naming it.
 */
export function validateSettingsOrExit(
  env: Record<string, string | undefined> = process.env,
  exit: (code: number) => never = process.exit,
): Settings {
  const result = parseSettings(env);
  if (result.ok) return result.settings;
  console.error(`Invalid setting ${result.name}: ${result.message}`);
  return exit(1);
}
