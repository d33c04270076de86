import { connect } from 'node:net';
import { expect, test } from './fixtures';

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Sends the request line and headers exactly as written, as a hostile client can, and reads the answer. */
function raw(site: string, requestLine: string, headers: string[] = []): Promise<RawAnswer> {
  const { hostname, port } = new URL(site);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${requestLine}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body: text.slice(split + 4),
      });
    });
    const lines = [requestLine, `Host: ${hostname}:${port}`, 'Connection: close', ...headers];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

const STACK_TRACE = /at \w[\w.<>]* \(.*:\d+:\d+\)|node:internal/;

function expectProperPage(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers).toMatch(/content-type: text\/html/i);
  expect(answer.body).toMatch(/<html/i);
  expect(answer.body).not.toMatch(STACK_TRACE);
}

test.describe('hostile requests against the production server', () => {
  for (const path of ['/news/%E0%A4%A', '/faqs/%ZZ', '/%', '/racedays/%C0%AF', '/a%2', '/%00']) {
    test(`a malformed escape (${path}) gets the 404 page`, async ({ siteUrl }) => {
      const answer = await raw(siteUrl, `GET ${path} HTTP/1.1`, ['Cookie: dismissedProjectSouthampton=true']);
      expectProperPage(answer, 404);
      expect(answer.body).toContain('Page Not Found:');
      expect(answer.body).not.toContain('\u0000');
    });
  }

  for (const method of ['TRACE', 'CONNECT', 'PROPFIND']) {
    test(`${method} gets 405 with the methods the site takes`, async ({ siteUrl }) => {
      const answer = await raw(siteUrl, `${method} / HTTP/1.1`);
      expectProperPage(answer, 405);
      expect(answer.headers).toMatch(/allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i);
    });
  }

  test('a method no HTTP parser knows gets 400, with a page', async ({ siteUrl }) => {
    for (const method of ['TRACK', 'FOO']) expectProperPage(await raw(siteUrl, `${method} / HTTP/1.1`), 400);
  });

  test('an over-long path and an over-long query get 414', async ({ siteUrl }) => {
    expectProperPage(await raw(siteUrl, `GET /${'a'.repeat(3000)} HTTP/1.1`), 414);
    expectProperPage(await raw(siteUrl, `GET /search-results?query=${'a'.repeat(9000)} HTTP/1.1`), 414);
  });

  test('an absolute-form request target gets 400, never a page of another host', async ({ siteUrl }) => {
    expectProperPage(await raw(siteUrl, 'GET http://evil.example/ HTTP/1.1'), 400);
  });

  test('header oddities never reach an error: hostile cookies, hosts, ranges and encodings', async ({
    siteUrl,
  }) => {
    // Each gets the page, as a plain request would; a router request whose state cannot be read is
    // redirected to the address that carries its cache key (Next's `_rsc`).
    const oddities: [headers: string[], status: number][] = [
      [['Cookie: furlong_device=<script>; furlong_device=x; dismissedProjectSouthampton=true'], 200],
      [['Cookie: a=%ZZ; b="unterminated; dismissedProjectSouthampton=true'], 200],
      [[`Cookie: big=${'x'.repeat(6000)}; dismissedProjectSouthampton=true`], 200],
      [
        [
          'X-Forwarded-Host: evil.example',
          'X-Forwarded-Proto: javascript',
          'Cookie: dismissedProjectSouthampton=true',
        ],
        200,
      ],
      [['Range: bytes=abc-', 'Cookie: dismissedProjectSouthampton=true'], 200],
      [['Accept-Encoding: gzip;q=abc, br;q=-1, *;q=2', 'Cookie: dismissedProjectSouthampton=true'], 200],
      [['Accept: */*;q=NaN', 'If-None-Match: "\\u0000"', 'Cookie: dismissedProjectSouthampton=true'], 200],
      [['RSC: 1', 'Next-Router-State-Tree: %7Bnot-json', 'Cookie: dismissedProjectSouthampton=true'], 307],
    ];
    for (const [headers, status] of oddities) {
      const answer = await raw(siteUrl, 'GET /news HTTP/1.1', headers);
      expect(answer.status, headers.join(' | ')).toBe(status);
      if (status === 200) expect(answer.headers, headers.join(' | ')).toMatch(/content-type: text\/html/i);
      else expect(answer.headers).toMatch(/^location: \/news\?_rsc=[\w-]+\r?$/im);
      expect(answer.body).not.toMatch(STACK_TRACE);
    }
  });

  test('an unusual method on a page is answered without a server error', async ({ siteUrl }) => {
    // PUT, PATCH and DELETE get the page itself; OPTIONS, which a page does not answer, a bare 400.
    for (const [method, status] of [
      ['PUT', 200],
      ['PATCH', 200],
      ['DELETE', 200],
      ['OPTIONS', 400],
    ] as const) {
      const answer = await raw(siteUrl, `${method} /news HTTP/1.1`, ['Content-Length: 0']);
      expect(answer.status, method).toBe(status);
      expect(answer.body, method).not.toMatch(STACK_TRACE);
    }
  });

  test('a hostile query on a list page is answered as the list', async ({ siteUrl }) => {
    for (const query of [
      'page=%ZZ',
      'page=-1e309',
      'page[]=1&page=2',
      'query=%3Cscript%3E',
      '%=%',
      'page=9999999999999',
    ]) {
      const answer = await raw(siteUrl, `GET /news/racing?${query} HTTP/1.1`, [
        'Cookie: dismissedProjectSouthampton=true',
      ]);
      expect(answer.status, query).toBe(200);
      expect(answer.body).not.toContain('<script>alert');
    }
  });

  test('every error answer carries the security headers and a policy, and is never shareable', async ({
    siteUrl,
  }) => {
    const answers = [
      await raw(siteUrl, 'CONNECT example.com:443 HTTP/1.1'),
      await raw(siteUrl, 'GET / HTTP/1.1', ['Bad Header']),
      await raw(siteUrl, 'GET /api/no-such-route HTTP/1.1'),
      await raw(siteUrl, 'GET /_next/no-such-file HTTP/1.1'),
      await raw(siteUrl, 'GET /no-such-file.txt?x=1 HTTP/1.1'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([405, 400, 404, 404, 404]);
    for (const { headers } of answers) {
      expect(headers).toMatch(/^x-frame-options: SAMEORIGIN\r?$/im);
      expect(headers).toMatch(/^referrer-policy: /im);
      expect(headers).toMatch(/^permissions-policy: /im);
      expect(headers).toMatch(/^content-security-policy: .*default-src/im);
      expect(headers).toMatch(/^cache-control: no-store\r?$/im);
    }
  });

  test('a bare or encoded takeover cookie is no dismissal, for the page or its key', async ({ siteUrl }) => {
    // The takeover runs in the sandbox unless a test turns it off (e2e/takeover.spec.ts turns it back on).
    for (const cookie of ['dismissedProjectSouthampton', 'dismissedProjectSouthampton=%74rue', '']) {
      const answer = await raw(siteUrl, 'GET /faqs HTTP/1.1', cookie ? [`Cookie: ${cookie}`] : []);
      expect(answer.status, cookie).toBe(307);
      expect(answer.headers).toMatch(/^location: \/\r?$/im);
    }
  });

  test('a Server Action of no build of ours is refused as Next refuses it', async ({ siteUrl }) => {
    for (const [id, status] of [
      ['x', 400],
      ['7f'.padEnd(42, '0'), 409],
    ] as const) {
      const answer = await raw(siteUrl, 'POST /faqs HTTP/1.1', [
        `Next-Action: ${id}`,
        'Content-Type: text/plain;charset=UTF-8',
        'Content-Length: 0',
      ]);
      expect(answer.status, id).toBe(status);
      expect(answer.headers).toMatch(/^x-nextjs-action-not-found: 1\r?$/im);
      expect(answer.body).not.toMatch(STACK_TRACE);
    }
  });

  test('a client that asks first is refused an unknown Server Action without being told to send its body', async ({
    siteUrl,
  }) => {
    const answer = await raw(siteUrl, 'POST /faqs HTTP/1.1', [
      `Next-Action: ${'7f'.padEnd(42, '0')}`,
      'Content-Type: text/plain;charset=UTF-8',
      'Content-Length: 5',
      'Expect: 100-continue',
    ]);
    // The first line read is the refusal itself, not "100 Continue".
    expect(answer.status).toBe(409);
    expect(answer.headers).toMatch(/^x-nextjs-action-not-found: 1\r?$/im);
  });
});
