import type { ServerResponse } from 'node:http';
import type { PolicySources } from './security-headers.mjs';

export function withPagePolicy(res: ServerResponse, sources: PolicySources): void;
