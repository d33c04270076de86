import 'server-only';
import { getSettings } from '../settings';

/** The site's sign-in callback path: the sign-in site sends the visitor back here with code and state. */
export const SIGN_IN_CALLBACK_PATH = '/oauth2/';

export interface AuthorizeRequest {
  /** A fresh random value, checked when the visitor comes back. */
  state: string;
  /** The callback path on this site; /oauth2/ unless given. */
  redirectPath?: string;
  /** PKCE (RFC 7636): the S256 challenge of the verifier the exchange will send. */
  codeChallenge?: string;
}

/** redirect_uri: the site URL plus the callback path. */
export function signInRedirectUri(redirectPath: string = SIGN_IN_CALLBACK_PATH): string {
  const path = redirectPath.startsWith('/') ? redirectPath : `/${redirectPath}`;
  return `${getSettings().siteUrl}${path}`;
}

/**
 * The external sign-in address with client_id, redirect_uri, response_type=code,
 * scope 'openid profile' and the state; and the PKCE challenge, which a provider without PKCE ignores.
 */
export function buildAuthorizeUrl(request: AuthorizeRequest): string {
  const settings = getSettings();
  const url = new URL(`${settings.fanAuthUrl}/authorize`);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', signInRedirectUri(request.redirectPath));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid profile');
  url.searchParams.set('state', request.state);
  if (request.codeChallenge) {
    url.searchParams.set('code_challenge', request.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

/** The visitor's account: the sign-in site's /account page. */
export function buildAccountUrl(): string {
  return `${getSettings().fanAuthUrl}/account`;
}
