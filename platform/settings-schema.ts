import 'server-only';
import { isIP } from 'node:net';
import { z } from 'zod';

// An empty variable (`NAME=` in a .env file) means "not set": defaults apply and optional
// third parties stay off.
function blankToUndefined(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function requiredMessage(fallback: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : fallback);
}

const HTTP_URL = /^https?$/;

function requiredText() {
  return z.preprocess(blankToUndefined, z.string({ error: requiredMessage('must be text') }));
}

function optionalText() {
  return z.preprocess(blankToUndefined, z.string().optional());
}

function optionalUrl() {
  return z.preprocess(
    blankToUndefined,
    z.url({ protocol: HTTP_URL, error: 'must be an absolute http(s) URL' }).optional(),
  );
}

/** An http(s) address with a default; a base address (`trimSlash`) loses its trailing slashes. */
function urlOr(defaultValue: string, { trimSlash = false } = {}) {
  return optionalUrl().transform((value) => {
    const url = value ?? defaultValue;
    return trimSlash ? url.replace(/\/+$/, '') : url;
  });
}

function integer(defaultValue: number, min: number) {
  return z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(min, `must be at least ${min}`)
        .optional(),
    )
    .transform((value) => value ?? defaultValue);
}

/** A path on a host, starting with '/', with a default. */
function pathOr(defaultValue: string) {
  return z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\/[\w\-./~%]*$/, "must be a path starting with '/'")
        .optional(),
    )
    .transform((value) => value ?? defaultValue);
}

function choice<const T extends readonly [string, ...string[]]>(values: T, defaultValue: T[number]) {
  return z
    .preprocess(blankToUndefined, z.enum(values, { error: `must be one of ${values.join(', ')}` }).optional())
    .transform((value) => value ?? defaultValue);
}

/** An address, or a range of them in CIDR notation (`10.0.0.0/8`, `fc00::/7`). */
function isAddressRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

// A comma-separated list of addresses and CIDR ranges; empty entries are dropped, and unset is `defaults`.
function addressRangeList(defaults: readonly string[]) {
  return z
    .preprocess(blankToUndefined, z.string().optional())
    .transform((value) =>
      value === undefined
        ? [...defaults]
        : value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .refine(isAddressRange, 'must be addresses or ranges separated by commas, such as 10.0.0.0/8'),
      ),
    );
}

// A comma-separated list of host names (host or host:port); empty entries are dropped.
function hostList() {
  return z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((host) => host.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z
              .string()
              .regex(
                /^[a-z0-9.-]+(:\d{1,5})?$/,
                'must be host names separated by commas, such as cdn.example.com',
              ),
          ),
        )
        .optional(),
    )
    .transform((value) => value ?? []);
}

/** The environment variables, as documented in docs/configuration.md. */
export const settingsEnvSchema = z.object({
  CLIENT_ID: requiredText(),
  PLATFORM_ENV: choice(['production', 'stage'], 'production'),
  PLATFORM_REGION: choice(['standard', 'us'], 'standard'),
  PLATFORM_DOMAIN: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain name such as fanplatform.example')
        .optional(),
    )
    .transform((value) => value ?? 'fanplatform.example'),
  CONTENT_API_URL: optionalUrl(),
  FAN_AUTH_URL: optionalUrl(),
  FAN_AUTH_TOKEN_URL: optionalUrl(),
  POLL_API_URL: optionalUrl(),
  EVENTS_API_URL: optionalUrl(),
  VIDEO_GATEWAY_URL: optionalUrl(),
  TRACKER_COLLECTOR_URL: optionalUrl(),
  TRACKER_COLLECTOR_PATH: pathOr('/com.snowplowanalytics.snowplow/tp2'),
  // spec platform §5: the activity tracking settings must be integers (spec §9: 10 s each).
  TRACKER_MIN_VISIT_SECONDS: integer(10, 0),
  TRACKER_HEARTBEAT_SECONDS: integer(10, 1),
  SITE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: HTTP_URL, error: requiredMessage('must be an absolute http(s) URL') }),
  ),
  SITE_PRODUCT: z.preprocess(
    blankToUndefined,
    z
      .string({ error: requiredMessage('must be text') })
      .regex(/^[a-z0-9-]+$/, 'must be a slug of lower-case letters, digits and dashes'),
  ),
  SITE_NAME: z.preprocess(blankToUndefined, z.string().optional()).transform((value) => value ?? 'Furlong'),
  /** Read by platform/shared/clock.ts; checked here with the rest at start. */
  SITE_CLOCK: optionalText().refine(
    (value) => value === undefined || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(value),
    'must be a UTC time such as 2026-11-20T09:00:00Z',
  ),
  EVENTS_API_KEY: optionalText(),
  EVENTS_REALM_ID: optionalText(),
  EVENTS_APP_ID: optionalText(),
  CONTENT_CACHE_SECONDS: integer(30, 1),
  PAGE_CACHE_SECONDS: integer(300, 0),
  CONTENT_STALE_SECONDS: integer(86400, 0),
  CONTENT_STALE_MB: integer(32, 1),
  UPSTREAM_TIMEOUT_MS: integer(5000, 1),
  VOTES_PER_ADDRESS: integer(120, 1),
  ANONYMOUS_GRANTS_PER_ADDRESS: integer(120, 1),
  TRUSTED_PROXIES: addressRangeList([
    '127.0.0.0/8',
    '10.0.0.0/8',
    '172.16.0.0/12',
    '192.168.0.0/16',
    '::1',
    'fc00::/7',
  ]),
  CONSENT_ACCOUNT_ID: z
    .preprocess(blankToUndefined, z.string().optional())
    .transform((value) => value ?? '1910'),
  CONSENT_BASE_ENDPOINT: urlOr('https://cdn.privacy-mgmt.com', { trimSlash: true }),
  CONSENT_CONTENT_VENDOR: z
    .preprocess(blankToUndefined, z.string().optional())
    .transform((value) => value ?? 'Furlong'),
  CONSENT_PROPERTY_ID: optionalText(),
  CONSENT_PRIVACY_MANAGER_ID: optionalText(),
  CONSENT_ANALYTICS_VENDOR: z
    .preprocess(blankToUndefined, z.string().optional())
    .transform((value) => value ?? 'Analytics'),
  TAG_MANAGER_ID: optionalText(),
  TAG_MANAGER_SCRIPT_URL: urlOr('https://www.googletagmanager.com/gtm.js'),
  // The SDK's own reading of a DSN: a key of word characters, a host, a numeric project id last.
  SENTRY_DSN: optionalUrl().refine(
    (value) => value === undefined || /^https?:\/\/\w+(?::\w*)?@[\w.-]+(?::\d+)?\/(?:.+\/)?\d+$/.test(value),
    'must be a DSN such as https://KEY@o0.ingest.sentry.io/123',
  ),
  /** Read by the serving layer (server/request-log.mjs); checked here with the rest at start. */
  REQUEST_LOG: choice(['json', 'off'], 'json'),
  DEVICE_TAGS_API_KEY: optionalText(),
  DEVICE_TAGS_SCRIPT_URL: optionalUrl(),
  AD_NETWORK_CODE: optionalText(),
  AD_TAG_SCRIPT_URL: urlOr('https://securepubads.g.doubleclick.net/tag/js/gpt.js'),
  LIVE_BLOG_SCRIPT_URL: optionalUrl(),
  FORMS_SCRIPT_URL: optionalUrl(),
  FORMS_SERVICE_KEY: z.preprocess(
    blankToUndefined,
    z.string().min(24, 'must be at least 24 characters').optional(),
  ),
  STREAM_PLAYER_URL: urlOr('https://cdnapisec.kaltura.com', { trimSlash: true }),
  YOUTUBE_IFRAME_API_URL: urlOr('https://www.youtube.com/iframe_api'),
  IMAGE_HOSTS: hostList(),
  // Hosts whose frames editors may embed besides the listed providers (maps, booking widgets, Vimeo).
  EMBED_HOSTS: hostList(),
  // The content service's key for POST /api/revalidate; unset, the route refuses every call.
  REVALIDATE_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(24, 'must be at least 24 characters').optional(),
  ),
  // The editors' key for GET /api/preview; unset, preview is off and the route refuses every call.
  PREVIEW_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(24, 'must be at least 24 characters').optional(),
  ),
  // Several instances: Next's cache and the content layer's changes shared through this Redis.
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
});

export type SettingsEnv = z.output<typeof settingsEnvSchema>;
