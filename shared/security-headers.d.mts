export const SECURITY_HEADERS: Readonly<Record<string, string>>;
export const HSTS_HEADER: 'strict-transport-security';
export const HSTS_VALUE: string;
export function wantsHsts(siteUrl: string | undefined): boolean;
export function staticSecurityHeaders(siteUrl: string | undefined): Record<string, string>;
