import 'server-only';

/**
 * The runtime configuration the browser may see (spec §3 "Public runtime configuration
 * fields"). It never holds secrets such as the events API key. The visitor's device id is
 * per visitor, so it travels in its own cookie rather than here.
 */
export interface PublicConfig {
  env: 'production' | 'stage';
  server: 'standard' | 'us';
  clientId: string;
  siteUrl: string;
  product: string;
  fanscoreAuth: { tokenUrl: string };
  deviceTagsApiKey: string | null;
  consent: {
    accountId: string | null;
    propertyId: string | null;
    privacyManagerId: string | null;
  };
}
