export interface PolicySources {
  scripts: string[];
  connect: string[];
  media: string[];
  /** Origins the page frames whatever its content: the consent platform's message and privacy manager. */
  frames: string[];
  siteUrl: string;
}
export function policySources(env: Record<string, string | undefined>): PolicySources;
/** A page's text, whole or in the consecutive parts pageTextParts makes. */
export type PageText = string | readonly string[];
export function inlineScriptHashes(html: PageText, encoding?: 'utf8' | 'latin1'): string[];
export function pageTextParts(bytes: Buffer): string[];
export function embedSources(html: PageText): string[];
export function contentSecurityPolicy(options: {
  hashes: string[];
  sources: PolicySources;
  embeds?: string[];
}): string;
