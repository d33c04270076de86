// No 'server-only': the proxy and the article page read the same rule.
import type { ArticleAuth } from '@/platform/types/article';

/**
 * The route a members-only article is rendered on for a signed-in fan: per request, with the fan's
 * token, answered privately and kept by no cache (docs/decisions/0036). The proxy rewrites the
 * article's own address here; no link names it.
 */
export const MEMBERS_ARTICLE_ROUTE = '/members-article';

/** How the members-only article's own answer is marked: for this fan alone, kept by no cache. */
export const MEMBERS_CACHE_CONTROL = 'private, no-store';

/**
 * Whether the content service may give a signed-in fan more of this article than a visitor: it asks for
 * a login, or names roles or entitlements. Such an article is fetched with the fan's token for a
 * signed-in fan; whether the fan may read its body is the service's to say (`blocked`).
 */
export function isMembersOnly(auth: ArticleAuth): boolean {
  return auth.loginRequired || auth.roles.length > 0 || auth.entitlements.length > 0;
}
