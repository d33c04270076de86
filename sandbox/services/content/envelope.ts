// The content service's answer shapes and the checks every content path shares.
import type { RequestContext } from '../../http/context';
import { HttpError, sendJson } from '../../http/respond';
import type { Pack } from '../../pack/load-pack';

export interface PageMetadata {
  pageNumber: number;
  totalPages: number;
  pageSize: number;
  totalItems: number;
}

export function sendSuccess(ctx: RequestContext, data: unknown, metadata?: PageMetadata): void {
  sendJson(
    ctx.res,
    200,
    metadata ? { status: 'success', data, metadata } : { status: 'success', data },
    ctx.origin,
  );
}

export function notFound(what: string): HttpError {
  return new HttpError(404, 'not_found', `${what} not found`);
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, 'bad_request', message);
}

/** spec: every content-service call carries `?clientId=`; the real service refuses it otherwise. */
export function requireClientId(ctx: RequestContext, pack: Pack): void {
  const clientId = ctx.url.searchParams.get('clientId');
  if (!clientId) throw badRequest('Missing required query parameter clientId');
  if (clientId !== pack.info.clientId) throw badRequest(`Unknown clientId "${clientId}"`);
  const inPath = ctx.params.clientId;
  if (inPath !== undefined && inPath !== pack.info.clientId)
    throw badRequest(`Unknown clientId "${inPath}" in path`);
}

function readInt(ctx: RequestContext, name: string, fallback: number, min: number, max: number): number {
  const raw = ctx.url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`Query parameter ${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export interface Paging {
  page: number;
  size: number;
}

/** `page` is 0-based, as the site's "load more while pageNumber + 1 < totalPages" expects. */
export function readPaging(ctx: RequestContext, defaultSize: number): Paging {
  return { page: readInt(ctx, 'page', 0, 0, 100_000), size: readInt(ctx, 'size', defaultSize, 1, 10_000) };
}

export function pageOf<T>(items: T[], { page, size }: Paging): { items: T[]; metadata: PageMetadata } {
  return {
    items: items.slice(page * size, page * size + size),
    metadata: {
      pageNumber: page,
      totalPages: Math.ceil(items.length / size),
      pageSize: size,
      totalItems: items.length,
    },
  };
}

/** A comma list parameter (`tags=a,b`) as trimmed non-empty values; undefined when absent. */
export function readList(ctx: RequestContext, name: string): string[] | undefined {
  const raw = ctx.url.searchParams.get(name);
  if (raw === null) return undefined;
  return raw
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** `TYPE:id1,id2;TYPE2:id3` → pairs of source system and id. */
export function readLinkedIds(ctx: RequestContext): { sourceSystem: string; ids: string[] }[] | undefined {
  const raw = ctx.url.searchParams.get('linkedIds');
  if (raw === null) return undefined;
  return raw
    .split(';')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => {
      const colon = entry.indexOf(':');
      if (colon <= 0) throw badRequest(`linkedIds entry "${entry}" must look like TYPE:id1,id2`);
      const ids = entry
        .slice(colon + 1)
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '');
      return { sourceSystem: entry.slice(0, colon).trim(), ids };
    });
}

export function matchesLinkedIds(
  linked: readonly { sourceSystem: string; sourceSystemId: string }[] | undefined,
  wanted: { sourceSystem: string; ids: string[] }[],
): boolean {
  return wanted.some(({ sourceSystem, ids }) =>
    (linked ?? []).some(
      (entry) =>
        entry.sourceSystem.toLowerCase() === sourceSystem.toLowerCase() && ids.includes(entry.sourceSystemId),
    ),
  );
}
