// What a route handler receives for one request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './respond';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  /** `http://host:port` as the client addressed us, for absolute image URLs. */
  origin: string;
  readBody(): Promise<string>;
}

// Request bodies here are small JSON or form posts; anything larger is a client bug.
const MAX_BODY_BYTES = 1_000_000;

export function createContext(req: IncomingMessage, res: ServerResponse, url: URL): RequestContext {
  let body: Promise<string> | undefined;
  return {
    req,
    res,
    url,
    params: {},
    origin: url.origin,
    readBody: () => (body ??= readBody(req)),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'payload_too_large', `Request body over ${MAX_BODY_BYTES} bytes`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
