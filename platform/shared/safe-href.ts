// No 'server-only': links are drawn on the server and in the browser alike.

const FOLLOWED = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * A content-given link target that is safe to follow: a relative one, or one by http(s), mailto or tel.
 * Undefined for anything else (javascript:, data:, vbscript:…). A browser ignores spaces and control
 * characters when it reads a scheme, so they are ignored here too.
 */
export function safeHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\u0000-\u0020]/g, ''))?.[1];
  return scheme === undefined || FOLLOWED.has(scheme.toLowerCase()) ? href : undefined;
}
