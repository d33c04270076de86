export interface PolicySources {
  scripts: string[];
  connect: string[];
  media: string[];
  /** Origins the page frames whatever its content: the consent platform's message and privacy manager. */
  frames: string[];
  siteUrl: string;
}
export function policySources(env: Record<string, string | undefined>): PolicySources;
export function inlineScriptHashes(html: string, encoding?: 'utf8' | 'latin1'): string[];
export function pageBytesAsText(bytes: Buffer): string;
export function embedSources(html: string): string[];
export function contentSecurityPolicy(options: {
  hashes: string[];
  sources: PolicySources;
  embeds?: string[];
}): string;
