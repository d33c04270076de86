import 'server-only';
import { cache } from 'react';
import type { RawBlock } from '@/platform/types/block';
import { readFilterParam } from '@/ui/filter/filter-selection';

/** The filterable list's part of an address: the chosen option slugs and the loads shown. */
export interface ListRequest {
  filter: string[];
  /** 1-based; 1 when the address has no `page`. */
  page: number;
  /** The page's path, when it was rendered for its filter address. */
  pathname?: string;
}

/** The unfiltered first page: what every page cached by URL path shows. */
export const FIRST_PAGE: ListRequest = { filter: [], page: 1 };

const MASTER_FILTER = 'master-filter-and-indexes';
const MAX_DEPTH = 8;

// One holder per server request (React's request-scoped cache), so the route that read the address
// can tell the list blocks deep in the page what it asked for without threading it through every
// block between them. A page rendered for its path alone never sets it and shows the first page.
const holder = cache((): { current: ListRequest } => ({ current: FIRST_PAGE }));

/** Set by the route that renders a page for its filter address, before the page renders. */
export function setListRequest(request: ListRequest): void {
  holder().current = request;
}

export function listRequest(): ListRequest {
  return holder().current;
}

/** `?filter=…&page=…` as a list request; a page that is not written as a whole number is page 1. */
export function readListRequest(pathname: string, params: URLSearchParams): ListRequest {
  const raw = params.get('page')?.trim() ?? '';
  const page = /^\d+$/.test(raw) ? Number(raw) : 1;
  return {
    filter: readFilterParam(params.getAll('filter')),
    page: Math.min(Math.max(page, 1), 1000),
    pathname,
  };
}

/** Whether an address asks a page for more than its first, unfiltered list. */
export function asksForList(params: URLSearchParams): boolean {
  return params.has('filter') || params.has('page');
}

/** Whether any of the blocks, nested ones included, is a master filter with its list. */
export function hasFilterableList(blocks: readonly RawBlock[]): boolean {
  const visit = (value: unknown, depth: number): boolean => {
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
    if (Array.isArray(value)) return value.some((item) => visit(item, depth + 1));
    const record = value as Record<string, unknown>;
    if (record.customContentType === MASTER_FILTER) return true;
    return Object.values(record).some((item) => visit(item, depth + 1));
  };
  return visit(blocks, 0);
}

/** A page's `searchParams` (Next's record of one value or many per name) as URLSearchParams. */
export function searchParamsOf(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      query.append(name, item);
  }
  return query;
}
