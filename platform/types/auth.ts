import 'server-only';

/** The auth object. An anonymous visitor has an empty refresh token. */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

/** The auth object with what its tokens say. Kept on the server: tokens never reach JavaScript. */
export interface FanSession extends AuthTokens {
  /** The access token's subject; null for an anonymous visitor without one. */
  userId: string | null;
  /** The verified `name` claim, trimmed, at most 200 characters; null when blank or absent. */
  name: string | null;
  /** Expiry times in milliseconds since the epoch; null when unknown. */
  accessTokenExpiresAt: number | null;
  refreshTokenExpiresAt: number | null;
  anonymous: boolean;
  /**
   * The packages the verified access token says the fan holds (its `entitlements` claim), which
   * blocks limited to some fans are shown by; empty for an anonymous visitor or a token naming none.
   */
  entitlements: string[];
}

/** What the device-tags script is told: the device id, and the fan id when signed in. */
export interface DeviceTagContext {
  device_id: string;
  fan_id: string | null;
}

/** One consent vendor, and whether the visitor allowed it. */
export interface ConsentEntry {
  id: string;
  name: string;
  isAllowed: boolean;
}
