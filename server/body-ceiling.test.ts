import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyRefusal, continueIfAsked, sendBodyRefusal } from './body-ceiling.mjs';
import { MAX_BODY_BYTES } from '../shared/request-body.mjs';

// Wired as server/main.mjs wires it; what passes is read to its end and its length answered.
let server: Server;
let bytesRead: number;
let port: number;

function handle(req: IncomingMessage, res: ServerResponse) {
  const refusal = bodyRefusal(req.headers);
  if (refusal) return sendBodyRefusal(req, res, refusal);
  continueIfAsked(req, res);
  req.on('data', (chunk: Buffer) => (bytesRead += chunk.length));
  req.on('end', () => res.end(String(bytesRead)));
}

beforeEach(async () => {
  bytesRead = 0;
  server = createServer(handle);
  server.on('checkContinue', handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Sent {
  status: number;
  body: string;
  type: string | undefined;
  continued: boolean;
}

/** Declares `declared` bytes and sends only `send` of them (the answer should not wait for the rest). */
function post(path: string, declared: number, send: number, headers: Record<string, string> = {}) {
  return new Promise<Sent>((resolve, reject) => {
    let continued = false;
    const req = request({
      port,
      host: '127.0.0.1',
      path,
      method: 'POST',
      headers: { 'content-length': String(declared), ...headers },
    });
    req.on('continue', () => {
      continued = true;
      req.end(Buffer.alloc(send));
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body, type: res.headers['content-type'], continued }),
      );
    });
    req.on('error', reject);
    if (!headers.expect) req.write(Buffer.alloc(send));
  });
}

describe('the serving layer’s ceiling on request bodies', () => {
  it('answers a declared body past the largest route limit with a 413, reading none of it', async () => {
    const sent = await post('/api/promo/view', 300 * 1024 * 1024, 64 * 1024);
    expect(sent.status).toBe(413);
    expect(sent.type).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual({
      error: `This site takes request bodies of at most ${MAX_BODY_BYTES} bytes.`,
    });
    expect(bytesRead).toBe(0);
  });

  it('refuses a page’s body with the small error page', async () => {
    const sent = await post('/news', MAX_BODY_BYTES + 1, 0);
    expect(sent.status).toBe(413);
    expect(sent.body).toContain('Request too large');
  });

  it('tells a client that asks first not to send a body too large, and lets one within it go on', async () => {
    const refused = await post('/api/events', 300 * 1024 * 1024, 0, { expect: '100-continue' });
    expect(refused).toMatchObject({ status: 413, continued: false });
    const taken = await post('/api/events', 1000, 1000, { expect: '100-continue' });
    expect(taken).toMatchObject({ status: 200, body: '1000', continued: true });
  });

  it('passes a body at the ceiling', async () => {
    expect(await post('/api/revalidate', MAX_BODY_BYTES, MAX_BODY_BYTES)).toMatchObject({
      status: 200,
      body: String(MAX_BODY_BYTES),
    });
  });
});
