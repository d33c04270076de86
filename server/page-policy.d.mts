import type { PolicySources } from './security-headers.mjs';

export function decoded(body: Buffer, encoding: unknown): Buffer;
export function isHtml(contentType: unknown): boolean;
export function strictestPolicy(sources: PolicySources): string;
export function pageWithPolicy(
  body: Buffer,
  sources: PolicySources,
  address?: string,
): { body: Buffer; policy: string };
