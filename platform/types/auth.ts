import 'server-only';

/** spec §3: the auth object. An anonymous visitor has an empty refresh token (spec §4 step 6). */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

/** The auth object with what its tokens say. Kept on the server (DESIGN.md: tokens never reach JavaScript). */
export interface FanSession extends AuthTokens {
  /** The access token's subject (spec §6); null for an anonymous visitor without one. */
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

/** spec §3 "Device tag context". */
export interface DeviceTagContext {
  device_id: string;
  fan_id: string | null;
}

/** spec blocks §3 "Consent entry". */
export interface ConsentEntry {
  id: string;
  name: string;
  isAllowed: boolean;
}
