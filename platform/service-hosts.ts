import 'server-only';
import type { SettingsEnv } from '@/shared/settings-schema.mts';

export type PlatformEnv = SettingsEnv['PLATFORM_ENV'];
export type PlatformRegion = SettingsEnv['PLATFORM_REGION'];

/** The external services whose host follows the platform's naming scheme. */
export type PlatformService = 'content' | 'auth' | 'polls' | 'events' | 'feeds';

export interface HostScheme {
  env: PlatformEnv;
  region: PlatformRegion;
  domain: string;
}

/**
 * The default base URL of a platform service. Production unless env is 'stage', which uses a staging host;
 * the server value 'us' changes the host suffix ('standard' is the default).
 * e.g. https://content.fanplatform.example, https://content-stage.us.fanplatform.example
 */
export function serviceUrl(service: PlatformService, scheme: HostScheme): string {
  const stage = scheme.env === 'stage' ? '-stage' : '';
  const region = scheme.region === 'us' ? '.us' : '';
  return `https://${service}${stage}${region}.${scheme.domain}`;
}
