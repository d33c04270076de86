export const PAGES: { name: string; path: string; lighthouse?: boolean; miss?: boolean }[];
export const MISS_PATHS: string;
export const BUDGETS: Record<string, Record<string, number>>;
export const UNCACHED_RENDER_BUDGETS_MS: { article: number; search: number };
export const VISITOR_HEADERS: { cookie: string };
export const CONSENTED_STORAGE: { name: string; value: string };
export const MISS_WORDS: string[];
/** The `name=value` pairs of a Cookie header, for a browser to hold as its own cookies. */
export function cookiePairs(cookieHeader?: string): { name: string; value: string }[];
export function visitorStorageState(
  url: string,
  cookieHeader: string,
): {
  cookies: {
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Lax';
  }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};
