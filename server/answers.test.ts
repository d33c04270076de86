import { createServer, get, IncomingMessage, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  guardStreamed,
  keptForm,
  readAnswer,
  sendAnswer,
  takenWhole,
  withUserAgent,
  type Answer,
} from './answers.mjs';
import { RenderedAnswer } from './rendered-answer.mjs';
import { policySources } from './security-headers.mjs';
import { sha256Source } from '../shared/html-scripts.mjs';
import { expectConsole } from '../test/setup';

const sources = policySources({ SITE_URL: 'http://localhost:3000' });
const PER_REQUEST = 'public, s-maxage=30, stale-while-revalidate=300, stale-if-error=3600';
const page = `<!doctype html><html><head><script>a()</script></head><body>${'<p>racing</p>'.repeat(200)}<script>b()</script></body></html>`;

async function rendered(
  headers: Record<string, string | string[]>,
  body: string | Buffer,
  statusCode = 200,
): Promise<RenderedAnswer> {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  const answer = new RenderedAnswer(req);
  answer.writeHead(statusCode, headers);
  answer.end(body);
  await answer.settled;
  return answer;
}

describe('the answer read from what Next rendered', () => {
  it('gives a page a policy allowing exactly its own inline scripts, and a gzip form', async () => {
    const answer = await readAnswer(
      await rendered(
        { 'content-type': 'text/html; charset=utf-8', 'content-length': '5', vary: 'rsc' },
        page,
      ),
      { sources, gzip: true },
    );
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain(`'${sha256Source('a()')}'`);
    expect(policy).toContain(`'${sha256Source('b()')}'`);
    expect(answer.body!.toString()).toBe(page);
    expect(gunzipSync(answer.gzip!).toString()).toBe(page);
    expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
    expect(answer.headers['content-length']).toBeUndefined();
  });

  it("sends a page's payload as one script, in both forms, and logs once what its policy left out", async () => {
    const warn = expectConsole('warn');
    const push = (i: number) => `<script>self.__next_f.push([1,"${i}"])</script>`;
    const scripts = Array.from({ length: 20 }, (_, i) => sha256Source(`content${i}()`));
    const heavy =
      `<!doctype html><html><body><div data-script-hashes="${scripts.join(' ')}"></div>` +
      `${'<p>racing</p>'.repeat(200)}${push(1)}${push(2)}${push(3)}</body></html>`;
    const read = async () => {
      const req = new IncomingMessage(new Socket());
      req.method = 'GET';
      req.url = '/content/heavy';
      const answer = new RenderedAnswer(req);
      answer.writeHead(200, { 'content-type': 'text/html' });
      answer.end(heavy);
      await answer.settled;
      return readAnswer(answer, { sources, gzip: true });
    };
    const answer = await read();
    const one =
      '<script>self.__next_f.push([1,"1"]);self.__next_f.push([1,"2"]);self.__next_f.push([1,"3"])</script>';
    expect(answer.body!.toString()).toBe(heavy.replace(`${push(1)}${push(2)}${push(3)}`, one));
    expect(gunzipSync(answer.gzip!).toString()).toBe(answer.body!.toString());
    const policy = answer.headers['content-security-policy'] as string;
    expect(policy.match(/'sha256-/g)).toHaveLength(1 + 16);
    expect(policy).toContain(`'${scripts[15]}'`);
    expect(policy).not.toContain(`'${scripts[16]}'`);
    await read();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      "Content-Security-Policy of /content/heavy: refused 4 of its content's inline scripts (limits: docs/decisions/0010)",
    );
  });

  it('reads a page that arrives compressed', async () => {
    const answer = await readAnswer(
      await rendered({ 'content-type': 'text/html', 'content-encoding': 'gzip' }, gzipSync(page)),
      { sources, gzip: false },
    );
    expect(answer.body!.toString()).toBe(page);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain(`'${sha256Source('a()')}'`);
    expect(answer.gzip).toBeNull();
  });

  it('gives a page it cannot read the strictest policy, and sends it as it came', async () => {
    const error = expectConsole('error');
    const answer = await readAnswer(
      await rendered({ 'content-type': 'text/html', 'content-encoding': 'gzip' }, 'not gzip'),
      { sources, gzip: true },
    );
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' [^']/);
    expect(answer.headers['content-security-policy']).not.toContain('sha256-');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.gzip).toBeNull();
    expect(error).toHaveBeenCalledWith('Content-Security-Policy:', expect.any(String));
  });

  it('gives no policy to anything but HTML, and no gzip form to small or binary answers', async () => {
    const xml = await readAnswer(await rendered({ 'content-type': 'application/xml' }, 'x'.repeat(2000)), {
      sources,
      gzip: true,
    });
    expect(xml.headers['content-security-policy']).toBeUndefined();
    expect(xml.gzip).not.toBeNull();
    const small = await readAnswer(await rendered({ 'content-type': 'text/html' }, '<p>hi</p>'), {
      sources,
      gzip: true,
    });
    expect(small.gzip).toBeNull();
    const image = await readAnswer(await rendered({ 'content-type': 'image/jpeg' }, Buffer.alloc(4096)), {
      sources,
      gzip: true,
    });
    expect(image.gzip).toBeNull();
  });
});

describe('the Cache-Control an answer goes out with', () => {
  it('makes an error unshareable, whatever Next said', async () => {
    for (const status of [400, 404, 500, 503]) {
      const answer = await readAnswer(
        await rendered({ 'content-type': 'text/html', 'cache-control': 's-maxage=30' }, page, status),
        { sources, gzip: false },
      );
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('makes a page answered for its request alone private, and leaves any other as Next said', async () => {
    const alone = await readAnswer(
      await rendered({ 'content-type': 'text/html', 'cache-control': PER_REQUEST }, page),
      {
        sources,
        gzip: false,
        alone: true,
      },
    );
    expect(alone.headers['cache-control']).toBe('private, no-store');
    const shared = await readAnswer(
      await rendered({ 'content-type': 'text/html', 'cache-control': PER_REQUEST }, page),
      {
        sources,
        gzip: false,
      },
    );
    expect(shared.headers['cache-control']).toBe(PER_REQUEST);
  });
});

describe('an answer Next streams straight through', () => {
  let server: Server;
  let base: string;
  let respond: (res: import('node:http').ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      guardStreamed(res, { sources });
      respond(res);
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const answerOf = () =>
    new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      get(`${base}/api/nope`, (response) => {
        response.resume();
        resolve({ status: response.statusCode!, headers: response.headers });
      }).on('error', reject);
    });
  const headersOf = async () => (await answerOf()).headers;

  it("gives Next's HTML 404 the strictest policy and no shared caching", async () => {
    respond = (res) => {
      res.setHeader('cache-control', 's-maxage=30, stale-while-revalidate=31535970');
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(page);
    };
    const { status, headers } = await answerOf();
    expect(status).toBe(404);
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('sha256-');
  });

  it('does the same when the head is written implicitly, and leaves a JSON answer alone', async () => {
    respond = (res) => {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html');
      res.end(page);
    };
    expect((await headersOf())['content-security-policy']).toBeDefined();
    respond = (res) => {
      res.writeHead(200, [
        ['content-type', 'application/json'],
        ['cache-control', 'public, max-age=60'],
      ]);
      res.end('{}');
    };
    const json = await headersOf();
    expect(json['content-security-policy']).toBeUndefined();
    expect(json['cache-control']).toBe('public, max-age=60');
  });

  it('sends every cookie of a name given twice in a list of pairs, over one set before', async () => {
    respond = (res) => {
      res.setHeader('set-cookie', 'old=0');
      res.writeHead(200, [
        ['Set-Cookie', 'a=1'],
        ['set-cookie', 'b=2'],
      ]);
      res.end('{}');
    };
    expect((await headersOf())['set-cookie']).toEqual(['a=1', 'b=2']);
  });
});

describe('the user agent a page is rendered for', () => {
  it('gives a request without one a placeholder, and leaves any other as it is', () => {
    const none = { headers: {} as Record<string, string> };
    withUserAgent(none);
    expect(none.headers['user-agent']).toBeTruthy();
    const bot = { headers: { 'user-agent': 'facebookexternalhit/1.1' } };
    withUserAgent(bot);
    expect(bot.headers['user-agent']).toBe('facebookexternalhit/1.1');
  });
});

describe('which answers are taken whole', () => {
  const req = (url: string, headers: IncomingHttpHeaders = {}) => ({ method: 'GET', url, headers });
  it('takes pages and anything the cache keeps, and streams assets, API routes and router requests', () => {
    expect(takenWhole(req('/news?signout'), null)).toBe(true);
    expect(takenWhole(req('/sitemap.xml'), { key: '/sitemap.xml|n', address: '/sitemap.xml' })).toBe(true);
    expect(takenWhole(req('/news', { rsc: '1' }), null)).toBe(false);
    expect(takenWhole(req('/_next/static/a.js'), null)).toBe(false);
    expect(takenWhole(req('/api/session'), null)).toBe(false);
    expect(takenWhole(req('/_amplify/image?url=x'), null)).toBe(false);
  });
});

describe('sending an answer', () => {
  let server: Server;
  let base: string;
  let next: { answer: Answer; options: Parameters<typeof sendAnswer>[3] };

  beforeAll(async () => {
    server = createServer((req, res) => sendAnswer(req, res, next.answer, next.options));
    await new Promise<void>((resolve) => server.listen(0, resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function fetchRaw(method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      get(`${base}/`, { method }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
  }

  let answer: Answer;
  beforeAll(async () => {
    answer = await readAnswer(
      await rendered({ 'content-type': 'text/html', 'set-cookie': ['furlong_at=x'] }, page),
      { sources, gzip: true },
    );
  });

  it('sends the gzip form to a visitor who accepts it, with its length', async () => {
    next = { answer, options: { gzip: true } };
    const { headers, body } = await fetchRaw();
    expect(headers['content-encoding']).toBe('gzip');
    expect(Number(headers['content-length'])).toBe(answer.gzip!.length);
    expect(gunzipSync(body).toString()).toBe(page);
  });

  it('sends it plain otherwise, with the new device cookie beside the cookies Next set', async () => {
    next = { answer, options: { setCookie: 'furlong_device=abc; Path=/' } };
    const { headers, body } = await fetchRaw();
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(page);
    expect(headers['set-cookie']).toEqual(['furlong_at=x', 'furlong_device=abc; Path=/']);
  });

  it('sends a kept answer with the freshness it has left, and says it came from the cache', async () => {
    const shared = await readAnswer(
      await rendered({ 'content-type': 'text/html', 'cache-control': PER_REQUEST }, page),
      { sources, gzip: true },
    );
    next = { answer: shared, options: { kept: { expires: Date.now() + 12_500 } } };
    const hit = await fetchRaw();
    expect(hit.headers['cache-control']).toBe(PER_REQUEST.replace('s-maxage=30', 's-maxage=13'));
    expect(hit.headers['x-furlong-cache']).toBe('HIT');
    expect(hit.headers.age).toBeUndefined();
    // A stale copy: a cache in front keeps it a second, while this one renders the page again.
    next = { answer: shared, options: { kept: { expires: Date.now() - 5_000 }, stale: true } };
    const stale = await fetchRaw();
    expect(stale.headers['cache-control']).toBe(PER_REQUEST.replace('s-maxage=30', 's-maxage=1'));
    expect(stale.headers['x-furlong-cache']).toBe('STALE');
    // Sent fresh from a render, it goes out as Next marked it.
    next = { answer: shared, options: {} };
    expect((await fetchRaw()).headers['cache-control']).toBe(PER_REQUEST);
  });

  it('keeps the gzip form alone, and unzips it for a visitor who does not take gzip', async () => {
    const kept = keptForm(answer);
    expect(kept.body).toBeNull();
    next = { answer: kept, options: {} };
    const plain = await fetchRaw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page));
    expect(plain.body.toString()).toBe(page);
    next = { answer: kept, options: { gzip: true } };
    expect(gunzipSync((await fetchRaw()).body).toString()).toBe(page);
    // An answer with no gzip form is kept as it is.
    const small = { ...answer, gzip: null };
    expect(keptForm(small)).toBe(small);
  });

  it('sends no body to HEAD or for a 304', async () => {
    next = { answer, options: {} };
    expect((await fetchRaw('HEAD')).body.length).toBe(0);
    next = { answer: { ...answer, statusCode: 304 }, options: {} };
    const notModified = await fetchRaw();
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });
});
