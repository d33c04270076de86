import type { PolicySources } from './security-headers.mjs';

export function decoded(body: Buffer, encoding: unknown): Buffer;
export function isHtml(contentType: unknown): boolean;
export function pagePolicy(body: Buffer, encoding: unknown, sources: PolicySources): string;
export function strictestPolicy(sources: PolicySources): string;
