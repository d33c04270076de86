import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface ServingLayerOptions {
  /** Next's request handler, or a stand-in for it. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;
  env?: Record<string, string | undefined>;
  /** The build's folder (`.next`): its static files and Server Actions. */
  distDir?: string;
  /** The clock the page and picture caches read, in milliseconds. */
  now?: () => number;
}

export function createServingLayer(options: ServingLayerOptions): Server;
