import type { PlacedScript } from '../shared/html-scripts.mjs';

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
export const POLICY_LIMITS: Readonly<{
  ownScripts: number;
  contentScripts: number;
  embedSources: number;
  embedSourceChars: number;
}>;
export interface PageScripts {
  /** Hash sources of the page's own inline scripts, its payload's chunks as one. */
  own: string[];
  /** The payload's chunks, where they stand in the page's text. */
  payload: PlacedScript[];
  /** Hash sources the content announces for the scripts it inserts after mount. */
  announced: string[];
  /** The embed sources the content announces. */
  embeds: string[];
}
export function readPage(html: PageText, encoding?: 'utf8' | 'latin1'): PageScripts;
export function mergedPayload(bytes: Buffer, payload: readonly PlacedScript[]): Buffer;
export function withinLimits(page: Pick<PageScripts, 'own' | 'announced' | 'embeds'>): {
  hashes: string[];
  embeds: string[];
  refused: string | null;
};
export function pageTextParts(bytes: Buffer): string[];
export function contentSecurityPolicy(options: {
  hashes: string[];
  sources: PolicySources;
  embeds?: string[];
}): string;
