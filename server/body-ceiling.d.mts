import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { RefusedAnswer } from './request-guard.mjs';

export function bodyRefusal(headers: IncomingHttpHeaders): RefusedAnswer | null;
export function sendBodyRefusal(req: IncomingMessage, res: ServerResponse, refusal: RefusedAnswer): void;
export function continueIfAsked(req: IncomingMessage, res: ServerResponse): void;
