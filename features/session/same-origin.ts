// CSRF check for every state-changing /api route (issue 5): SameSite=Lax cookies plus this.

export interface OriginCheckRequest {
  headers: Headers;
  nextUrl: { origin: string };
}

/**
 * True when a state-changing request comes from our own pages: its Origin is the site's (SITE_URL,
 * or the origin the request was addressed to), or, without an Origin, Sec-Fetch-Site says
 * same-origin. A request with neither header is not a browser's cross-site request and passes.
 */
export function checkSameOrigin(request: OriginCheckRequest, siteUrl?: string): boolean {
  const allowed = new Set([request.nextUrl.origin]);
  if (siteUrl) {
    try {
      allowed.add(new URL(siteUrl).origin);
    } catch {
      // An unusable site URL adds nothing.
    }
  }
  const origin = request.headers.get('origin');
  if (origin !== null) return allowed.has(origin);
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin' || fetchSite === 'none';
  return true;
}
