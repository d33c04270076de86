// Who may read an article's body, as the content service decides it from the caller's bearer token.
import type { Article } from '../../pack/schema';
import type { TokenClaims } from '../identity/tokens';

/**
 * The restriction type of an article whose video is what is restricted (a package): the video gateway
 * checks the package when the video is played, so the article itself is open to every reader.
 */
export const VIDEO_RESTRICTION = 'VIDEO';

/**
 * Whether the caller may read the article's body. An article without `auth.loginRequired`, roles or
 * entitlements (or whose restriction is its video's) is open to everyone. One that names roles or
 * entitlements is for a signed-in fan whose access token carries one of them; one that only requires
 * a login is for any signed-in fan. An anonymous token, a refresh token or none is no signed-in fan.
 */
export function mayRead(article: Article, claims: TokenClaims | undefined): boolean {
  const auth = article.auth;
  if (!auth || auth.restrictionType === VIDEO_RESTRICTION) return true;
  const needs = [...(auth.roles ?? []), ...(auth.entitlements ?? [])];
  if (!auth.loginRequired && needs.length === 0) return true;
  if (claims?.typ !== 'access') return false;
  return needs.length === 0 || needs.some((name) => claims.entitlements.includes(name));
}

/** The article as this caller is given it: whole, or without its body and marked `blocked`. */
export function articleFor(article: Article, claims: TokenClaims | undefined): Article {
  return mayRead(article, claims) ? article : { ...article, content: [], blocked: true };
}
