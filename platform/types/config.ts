import 'server-only';

/**
 * The runtime configuration the browser may see, without the device id: this part is the same for every
 * visitor, so it is written into the page's HTML, and the browser adds the device id from GET /api/device
 * (decision 17). It never holds secrets such as the events API key.
 */
export interface PublicConfig {
  env: 'production' | 'stage';
  server: 'standard' | 'us';
  clientId: string;
  siteUrl: string;
  fanscoreAuth: { tokenUrl: string };
  deviceTagsApiKey: string | null;
  consent: {
    propertyId: string | null;
    privacyManagerId: string | null;
  };
}

/** The whole public runtime configuration, device id included, as the browser has it. */
export interface RuntimeConfig extends PublicConfig {
  /** The device id cookie's value; null when it could not be had (offline, cookies refused). */
  deviceId: string | null;
}
