export interface PolicySources {
  scripts: string[];
  connect: string[];
  media: string[];
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
