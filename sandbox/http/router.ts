// A tiny path router: literal segments, `:name` parameters and a trailing `*name` rest parameter.
import type { RequestContext } from './context';

export type Handler = (ctx: RequestContext) => void | Promise<void>;

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
}

export type RouteMatch =
  | { kind: 'found'; handler: Handler; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: string[] }
  | { kind: 'none' };

function split(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    if (part.startsWith('*')) {
      const rest = actual.slice(index);
      if (rest.length === 0) return undefined;
      params[part.slice(1)] = rest.join('/');
      return params;
    }
    const value = actual[index];
    if (value === undefined) return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return undefined;
  }
  return pattern.length === actual.length ? params : undefined;
}

export class Router {
  private readonly routes: Route[] = [];

  on(method: string, pattern: string, handler: Handler): this {
    this.routes.push({ method, segments: split(pattern), handler });
    return this;
  }

  /** Routes registered under a prefix, so each service writes its paths as its own API documents them. */
  scope(prefix: string): { on: (method: string, pattern: string, handler: Handler) => void } {
    return { on: (method, pattern, handler) => void this.on(method, `${prefix}/${pattern}`, handler) };
  }

  /** Path segments must already be percent-decoded. HEAD is answered by GET routes. */
  match(method: string, segments: string[]): RouteMatch {
    const wanted = method === 'HEAD' ? 'GET' : method;
    const allow = new Set<string>();
    for (const route of this.routes) {
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      if (route.method === wanted) return { kind: 'found', handler: route.handler, params };
      allow.add(route.method);
    }
    return allow.size > 0 ? { kind: 'wrong-method', allow: [...allow] } : { kind: 'none' };
  }
}

/** Decodes each segment of a URL path; undefined when a segment is not valid percent-encoding. */
export function decodeSegments(pathname: string): string[] | undefined {
  try {
    return split(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}
