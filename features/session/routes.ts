/** The route that starts a sign-in (app/api/session/sign-in/route.ts). */
export const SIGN_IN_ROUTE = '/api/session/sign-in';
/** What the browser may know about its session (app/api/session/route.ts). */
export const SESSION_ROUTE = '/api/session';
/** `?signout` on the current page signs out; a query-only link keeps the path. */
export const SIGN_OUT_HREF = '?signout';
