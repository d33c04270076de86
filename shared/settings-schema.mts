// Every setting of the site, declared once: its name, how its value is checked, its default, and what it
// does. The site validates its environment with this schema when it starts (platform/settings.ts), the
// serving layer reads its own settings through it (readSetting), and `npm run settings:docs` writes
// .env.example and the tables of docs/configuration.md from it (scripts/settings-docs.mts).
import { z } from 'zod';
import {
  addressRangeList,
  blankToUndefined,
  choice,
  hostList,
  integer,
  optionalKey,
  optionalText,
  optionalUrl,
  pathOr,
  requiredMessage,
  requiredText,
  requiredUrl,
  textOr,
  urlOr,
} from './setting-kinds.mts';

/** The sections of docs/configuration.md a setting is listed in, each at its `<!-- settings: … -->`. */
export type SettingGroup =
  | 'platform'
  | 'tracker'
  | 'site'
  | 'events'
  | 'resilience'
  | 'operations'
  | 'instances'
  | 'images'
  | 'thirdParties';

export interface SettingDoc {
  group: SettingGroup;
  /** What the setting does, in Markdown; links are relative to docs/. */
  description: string;
  /** What holds while it is unset, where that is not a value of its own: derived, or off. */
  unset?: string;
}

/** What each setting does, read by the documentation (scripts/settings-docs.mts). */
export const settingDocs = z.registry<SettingDoc>();

const derived = (service: string) => `derived: \`https://${service}[-stage][.us].{PLATFORM_DOMAIN}\``;

/** The environment variables of the site. */
export const settingsEnvSchema = z.object({
  // The platform
  CLIENT_ID: requiredText().register(settingDocs, {
    group: 'platform',
    description:
      "The venue's client id on the fan platform. Sent as `?clientId=` on every content call and in the content-item, placement, events and video paths.",
  }),
  PLATFORM_ENV: choice(['production', 'stage'], 'production').register(settingDocs, {
    group: 'platform',
    description:
      '`production` or `stage`. `stage` uses the staging hosts (`content-stage.…`) and the `stream-video-gateway-stage` video path.',
  }),
  PLATFORM_REGION: choice(['standard', 'us'], 'standard').register(settingDocs, {
    group: 'platform',
    description:
      "`standard` or `us`. `us` changes the hosts' suffix (`content.us.…`). Shown to the browser as `server`.",
  }),
  PLATFORM_DOMAIN: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain name such as fanplatform.example')
        .default('fanplatform.example'),
    )
    .register(settingDocs, { group: 'platform', description: 'The domain the derived hosts live under.' }),
  CONTENT_API_URL: optionalUrl().register(settingDocs, {
    group: 'platform',
    description: 'The article content service.',
    unset: derived('content'),
  }),
  FAN_AUTH_URL: optionalUrl().register(settingDocs, {
    group: 'platform',
    description:
      'The fan identity provider: `/authorize`, `/oauth/token`, `/oauth/token/revoke`, `/account`.',
    unset: derived('auth'),
  }),
  FAN_AUTH_TOKEN_URL: optionalUrl().register(settingDocs, {
    group: 'platform',
    description:
      'Where a sign-in code is exchanged for tokens. Shown to the browser as `fanscoreAuth.tokenUrl`.',
    unset: '`{FAN_AUTH_URL}/oauth/token`',
  }),
  POLL_API_URL: optionalUrl().register(settingDocs, {
    group: 'platform',
    description: 'The poll service.',
    unset: derived('polls'),
  }),
  EVENTS_API_URL: optionalUrl().register(settingDocs, {
    group: 'platform',
    description: 'The fan engagement events collector.',
    unset: derived('events'),
  }),
  VIDEO_GATEWAY_URL: optionalUrl().register(settingDocs, {
    group: 'platform',
    description: 'The video session gateway.',
    unset: derived('feeds'),
  }),

  // The behavioural tracker
  TRACKER_COLLECTOR_URL: optionalUrl().register(settingDocs, {
    group: 'tracker',
    description:
      "The behavioural tracker's collector (an absolute URL). Off: no tracker, and nothing is sent to it.",
    unset: 'off',
  }),
  TRACKER_COLLECTOR_PATH: pathOr('/com.snowplowanalytics.snowplow/tp2').register(settingDocs, {
    group: 'tracker',
    description: 'Where on the collector batches are POSTed; starts with `/`.',
  }),
  // Activity tracking is counted in whole seconds: 10 s before the first page ping, and between pings.
  TRACKER_MIN_VISIT_SECONDS: integer(10, 0).register(settingDocs, {
    group: 'tracker',
    description:
      'Activity tracking: seconds on a page before the first page ping. Whole seconds, at least 0.',
  }),
  TRACKER_HEARTBEAT_SECONDS: integer(10, 1).register(settingDocs, {
    group: 'tracker',
    description:
      'Activity tracking: seconds between page pings while the visitor is active. Whole seconds, at least 1.',
  }),

  // The site
  SITE_URL: requiredUrl().register(settingDocs, {
    group: 'site',
    description: "The site's public absolute address. Sign-in returns to `{SITE_URL}/oauth2/`.",
  }),
  SITE_PRODUCT: z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: requiredMessage('must be text') })
        .regex(/^[a-z0-9-]+$/, 'must be a slug of lower-case letters, digits and dashes'),
    )
    .register(settingDocs, {
      group: 'site',
      description:
        "The venue's product slug (`^[a-z0-9-]+$`): fills `/royal-{product}/…`, `/{product}-policies/…` and the royal theme field names.",
    }),
  SITE_NAME: textOr('Furlong').register(settingDocs, {
    group: 'site',
    description: "The venue's name as the site shows it.",
  }),
  // Read by platform/shared/clock.ts; checked here with the rest at start.
  SITE_CLOCK: optionalText()
    .refine(
      (value) => value === undefined || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(value),
      'must be a UTC time such as 2026-11-20T09:00:00Z',
    )
    .register(settingDocs, {
      group: 'site',
      description:
        "Stops the site's clock at one UTC time (`2026-11-20T09:00:00Z`): fixture lists, 'today' and countdowns are as on that moment. For a demo of a given day and for the screenshot baselines; never set in production.",
      unset: 'the real time',
    }),

  // The events collector
  EVENTS_API_KEY: optionalText().register(settingDocs, {
    group: 'events',
    description: 'Sent as `x-api-key`. A secret: it never reaches the browser.',
    unset: 'none (header left out)',
  }),
  EVENTS_REALM_ID: optionalText().register(settingDocs, {
    group: 'events',
    description: 'Sent as `x-realm-id`.',
    unset: '`CLIENT_ID` lower-cased',
  }),
  EVENTS_APP_ID: textOr('web').register(settingDocs, {
    group: 'events',
    description: "Sent as `x-app-id`, and the behavioural tracker's app id.",
  }),

  // Resilience
  CONTENT_CACHE_SECONDS: integer(30, 1).register(settingDocs, {
    group: 'resilience',
    description:
      "How long a GET answer of a platform service is reused before the service is asked again (the specification's 30 s; 500 answers at most). Shorter only where a test watches the site ask a failing service again. Whole seconds, at least 1.",
  }),
  PAGE_CACHE_SECONDS: integer(300, 0).register(settingDocs, {
    group: 'resilience',
    description:
      "The longest the production server's page cache (`server/main.mjs`) keeps a page's HTML; a page's own `s-maxage` (30 s) if shorter. `0` turns it off. The image proxy's pictures are kept as long as their answer allows, whatever this says: an address names one rendition. Whole seconds, at least 0.",
  }),
  CONTENT_STALE_SECONDS: integer(86400, 0).register(settingDocs, {
    group: 'resilience',
    description:
      'How long the last good answer of a GET (a "not found" included) may be served while the service fails or is slow (stale-if-error). `0` turns it off. Whole seconds, at least 0.',
  }),
  CONTENT_STALE_MB: integer(32, 1).register(settingDocs, {
    group: 'resilience',
    description:
      'Megabytes the last good answers of what pages are made of may hold, kept apart from the request cache and from one-off answers such as searches ([resilience](resilience.md), [operations](operations.md#memory)). Whole number, at least 1.',
  }),
  UPSTREAM_TIMEOUT_MS: integer(5000, 1).register(settingDocs, {
    group: 'resilience',
    description:
      'How long a call to a platform service may take before it is aborted (and, for reads, retried once). Whole milliseconds, at least 1.',
  }),
  VOTES_PER_ADDRESS: integer(120, 1).register(settingDocs, {
    group: 'resilience',
    description:
      "Poll votes one client address may send in ten minutes, whatever identities they carry (429 with Retry-After beyond). The address is the right-most `X-Forwarded-For` entry outside our own hops (`TRUSTED_PROXIES`; an IPv6 one by its /64; an entry of ours naming no address, such as `unknown`, counts as `unknown`). A venue's Wi-Fi or a mobile network puts many fans behind one address, hence a crowd's share. Whole number, at least 1.",
  }),
  ANONYMOUS_GRANTS_PER_ADDRESS: integer(120, 1).register(settingDocs, {
    group: 'resilience',
    description:
      'New anonymous tokens one client address may be given in ten minutes, by every route that obtains one: each is a new voter at the poll service. Past it a vote or device-tags hand-off answers 429 with Retry-After. Whole number, at least 1.',
  }),
  // Loopback and the private ranges.
  TRUSTED_PROXIES: addressRangeList(
    '127.0.0.0/8,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,::1,fc00::/7',
  ).register(settingDocs, {
    group: 'resilience',
    description:
      "Comma-separated addresses and CIDR ranges (`10.0.0.0/8`, `fc00::/7`) of our own hops, nginx or a load balancer: the client's address for the limits above is the right-most `X-Forwarded-For` entry outside them. Unset, loopback and the private ranges. Name the load balancer's range when it has a public address.",
  }),

  // Operations
  // Read by the serving layer (server/request-log.mjs); checked here with the rest at start.
  REQUEST_LOG: choice(['json', 'off'], 'json').register(settingDocs, {
    group: 'operations',
    description:
      "The production server's request log ([operations](operations.md)): `json`, one JSON line a request on standard output, or `off`. The end-to-end tests turn it off to keep their output readable.",
  }),

  // Several instances
  REDIS_URL: z
    .preprocess(
      blankToUndefined,
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    )
    .register(settingDocs, {
      group: 'instances',
      description:
        "`redis://` or `rediss://` address of the Redis several instances share ([deploy](deploy.md)): Next's page cache moves there (`cache-handler.mjs`), the content service's anonymous answers are shared there so one instance asks for a resource per `CONTENT_CACHE_SECONDS` ([decision 23](decisions/0023-shared-content-cache.md)), and a content change announced on one instance reaches all. Redis unreachable or slower than 250 ms: each instance asks the service itself, warning once a minute. Unset, each instance caches on its own disk and in its own memory, as `npm start` does; `npm run cluster` starts a Redis of its own.",
      unset: 'none (one instance)',
    }),
  REVALIDATE_SECRET: optionalKey().register(settingDocs, {
    group: 'instances',
    description:
      'The shared secret the content service sends as `Authorization: Bearer …` to `POST /api/revalidate` when an editor publishes ([deploy](deploy.md)). At least 24 characters. Unset, the route answers 401 to every call.',
    unset: 'none (the webhook refuses)',
  }),
  PREVIEW_SECRET: optionalKey().register(settingDocs, {
    group: 'instances',
    description:
      "The editors' key for `GET /api/preview?secret=…&slug=…`, which opens an article's unpublished version in Next's draft mode (README, \"Previewing a draft\"). At least 24 characters. Unset, the route answers 401 to every call. On the sandbox `npm start` sets `sandbox-preview-secret-kingsmere`.",
    unset: 'none (preview is off)',
  }),

  COUNTRY_HEADER: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9-]+$/, 'must be a header name such as CF-IPCountry')
        .default('CF-IPCountry'),
    )
    .register(settingDocs, {
      group: 'site',
      description:
        "The request header the CDN puts the visitor's country in, as two letters (`GB`). Blocks whose editors limit them to some countries or keep them from some are shown by it, per visitor and never in the shared page ([decision 39](decisions/0039-block-visibility-rules.md)); a request without it, or with anything but two letters in it, is from an unknown country.",
    }),

  // Images
  IMAGE_HOSTS: hostList().register(settingDocs, {
    group: 'images',
    description:
      "Comma-separated hosts (`cdn.example.com` or `cdn.example.com:8443`) the image proxy `/_amplify/image` may fetch from over https, besides the content service's own origin (`CONTENT_API_URL`). See [decision 8](decisions/0008-image-proxy.md).",
  }),
  EMBED_HOSTS: hostList().register(settingDocs, {
    group: 'images',
    description:
      "Comma-separated hosts (`host` or `host:port`, each with its subdomains) whose frames editors may embed besides the listed providers (maps, booking widgets, Vimeo). Gated by consent like the others, under the consent platform's `Embedded content` vendor; a frame from any other host is left out and listed in the content health report. The sandbox sets its own map provider.",
  }),

  // Third parties: each is off while empty.
  CONSENT_PROPERTY_ID: optionalText().register(settingDocs, {
    group: 'thirdParties',
    description:
      'Consent property id. The consent platform runs only while it is set; without it every consent-gated feature (embeds, forms, live blog) stays blocked. Public.',
    unset: 'off',
  }),
  CONSENT_ACCOUNT_ID: textOr('1910').register(settingDocs, {
    group: 'thirdParties',
    description: 'Consent management platform account id. Public.',
  }),
  CONSENT_PRIVACY_MANAGER_ID: optionalText().register(settingDocs, {
    group: 'thirdParties',
    description: "Consent privacy manager id, opened by every 'cookie preferences' button. Public.",
  }),
  CONSENT_BASE_ENDPOINT: urlOr('https://cdn.privacy-mgmt.com', { trimSlash: true }).register(settingDocs, {
    group: 'thirdParties',
    description:
      "Where the consent platform's script (`/unified/wrapperMessagingWithoutDetection.js`) and messages come from; every page's policy allows frames from its origin.",
  }),
  CONSENT_CONTENT_VENDOR: textOr('Furlong').register(settingDocs, {
    group: 'thirdParties',
    description:
      "The consent platform's vendor name for the site's own content provider: forms, polls and live blogs need its consent (on `localhost` only while no consent platform runs). Only matched, never shown: a blocked feature names itself ('Jockey of the Day poll').",
  }),
  CONSENT_ANALYTICS_VENDOR: textOr('Analytics').register(settingDocs, {
    group: 'thirdParties',
    description:
      "The consent platform's vendor name that stands for analytics storage: the behavioural tracker, the tag manager's container and device tags run only while it is allowed.",
  }),
  TAG_MANAGER_ID: optionalText().register(settingDocs, {
    group: 'thirdParties',
    description:
      'Tag manager container id. The container loads once analytics consent is given; its data layer gets denied analytics storage first, each consent update, and the video events. Public.',
    unset: 'off',
  }),
  TAG_MANAGER_SCRIPT_URL: urlOr('https://www.googletagmanager.com/gtm.js').register(settingDocs, {
    group: 'thirdParties',
    description: "The tag manager's container script; `?id={TAG_MANAGER_ID}` is added.",
  }),
  // The error-reporting SDK's own reading of a DSN: a key of word characters, a host, a numeric project
  // id last.
  SENTRY_DSN: optionalUrl()
    .refine(
      (value) =>
        value === undefined || /^https?:\/\/\w+(?::\w*)?@[\w.-]+(?::\d+)?\/(?:.+\/)?\d+$/.test(value),
      'must be a DSN such as https://KEY@o0.ingest.sentry.io/123',
    )
    .register(settingDocs, {
      group: 'thirdParties',
      description:
        "Error reporting (`@sentry/nextjs` on the server, `@sentry/browser` in the browser): the project's DSN, an absolute URL. Read at start, not at build: the server's SDK loads only with it, and the browser's is fetched only on pages served with it, at their first error; its origin joins the pages' `connect-src`. Public, so it is in the page. See [decision 0019](decisions/0019-error-reporting-and-request-log.md).",
      unset: 'off',
    }),
  DEVICE_TAGS_API_KEY: optionalText().register(settingDocs, {
    group: 'thirdParties',
    description: 'Device-tags script API key. Public.',
    unset: 'off',
  }),
  DEVICE_TAGS_SCRIPT_URL: optionalUrl().register(settingDocs, {
    group: 'thirdParties',
    description:
      "The device-tags script. Device tags run only with it and `DEVICE_TAGS_API_KEY`, once analytics consent is given; the script gets the device's anonymous token and `{ device_id, fan_id }` through `POST /api/device-tags`, never the fan's token.",
    unset: 'off',
  }),
  AD_NETWORK_CODE: optionalText().register(settingDocs, {
    group: 'thirdParties',
    description:
      "Turns adverts on: ADVERT blocks for the web draw their slot, `/{block's network code}/{ad unit}`, through the ad tag. Off: no advert and no ad request.",
    unset: 'off',
  }),
  AD_TAG_SCRIPT_URL: urlOr('https://securepubads.g.doubleclick.net/tag/js/gpt.js').register(settingDocs, {
    group: 'thirdParties',
    description: "The ad network's tag (Google Publisher Tag's API), loaded once on a page with an advert.",
  }),
  LIVE_BLOG_SCRIPT_URL: optionalUrl().register(settingDocs, {
    group: 'thirdParties',
    description:
      "Script of the live blog's web component (`<live-blog-feed blog-id>`), loaded on a page with a LIVE_BLOG block once the site's content provider is allowed. Off: live blog blocks draw nothing.",
    unset: 'off',
  }),
  FORMS_SCRIPT_URL: optionalUrl().register(settingDocs, {
    group: 'thirdParties',
    description: 'Script of the forms widget (an absolute URL).',
    unset: 'off',
  }),
  FORMS_SERVICE_KEY: optionalKey().register(settingDocs, {
    group: 'thirdParties',
    description:
      "The key the forms service sends to `POST /api/forms/redeem` for the visitor's token, which also seals form tickets ([decision 0012](decisions/0012-form-tickets.md)). At least 24 characters. Without it forms are sent anonymously.",
    unset: 'off',
  }),
  STREAM_PLAYER_URL: urlOr('https://cdnapisec.kaltura.com', { trimSlash: true }).register(settingDocs, {
    group: 'thirdParties',
    description:
      "The streaming provider's player service: a STREAM video's player script is `{STREAM_PLAYER_URL}/p/{accountId}/embedPlaytimeJs/uiconf_id/{playerId}`, loaded when the visitor presses play.",
  }),
  YOUTUBE_IFRAME_API_URL: urlOr('https://www.youtube.com/iframe_api').register(settingDocs, {
    group: 'thirdParties',
    description:
      "YouTube's iframe API, loaded when a visitor who allowed YouTube presses play on a YOUTUBE video; the player is drawn from the no-cookie host.",
  }),
});

export type SettingsEnv = z.output<typeof settingsEnvSchema>;
export type SettingName = keyof typeof settingsEnvSchema.shape;

/**
 * One setting as the site reads it from `env`: checked and converted by its schema, its default when unset
 * or blank, and undefined when it is invalid (the site refuses to start with an invalid setting).
 */
export function readSetting<K extends SettingName>(
  env: Record<string, string | undefined>,
  name: K,
): SettingsEnv[K] | undefined {
  // The shape's entry for `name` is the schema whose output is SettingsEnv[K].
  const result = (settingsEnvSchema.shape[name] as z.ZodType<unknown>).safeParse(env[name]);
  return result.success ? (result.data as SettingsEnv[K]) : undefined;
}
