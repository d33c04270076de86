import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  mergedPayload,
  pageTextParts,
  POLICY_LIMITS,
  policySources,
  readPage,
  withinLimits,
} from './security-headers.mjs';
import { readScripts } from '../shared/html-scripts.mjs';

const hashOf = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('readPage', () => {
  it('hashes each inline script as written, and no external script or data block', () => {
    const html = [
      '<head><script>document.documentElement.dataset.fan="in"</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Event"}</script></head>',
      '<body><script>self.__next_f.push([1,"\\u003cp\\u003e"])</script>',
      '<script type="module">import "x"</script></body>',
    ].join('');
    const page = readPage(html);
    expect(page.own).toEqual([
      hashOf('self.__next_f.push([1,"\\u003cp\\u003e"])'),
      hashOf('document.documentElement.dataset.fan="in"'),
      hashOf('import "x"'),
    ]);
    expect(page.announced).toEqual([]);
  });

  it('hashes the same UTF-8 from the page’s bytes as from its text, non-ASCII scripts and attributes included', () => {
    const html =
      '<p title="Ça «va»">Hé</p><script>self.__next_f.push([1,"Café — £5 · 🏇 &eacute;"])</script>' +
      '<script data-x="é">document.title="Kingsmere · Fête"</script><noscript><script>x()</script></noscript>';
    const fromText = readPage(html).own;
    expect(fromText).toHaveLength(2);
    expect(readPage(pageTextParts(Buffer.from(html, 'utf8')), 'latin1').own).toEqual(fromText);
    expect(fromText[0]).toBe(hashOf('self.__next_f.push([1,"Café — £5 · 🏇 &eacute;"])'));
  });

  it('reads a page of many parts as the whole: scripts and announcements that fall in any part', () => {
    const early = '<script>self.__next_f.push([1,"Fête — 🏇"])</script>';
    const filler = `<p class="x">${'é<b>a</b>'.repeat(12_000)}</p>`;
    const announced = hashOf('late()');
    const html =
      `${early}${filler}<script>${'let a = 1 < 2;'.repeat(6_000)}</script>${filler}` +
      `<div data-script-hashes="${announced}" data-embed-sources="https://www.instagram.com"></div>` +
      `<script>document.title="Kingsmere · Fête"</script>`;
    const bytes = Buffer.from(html, 'utf8');
    const parts = pageTextParts(bytes);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.every((part, i) => i === 0 || part.startsWith('<'))).toBe(true);
    expect(parts.join('')).toBe(bytes.toString('latin1'));
    const page = readPage(parts, 'latin1');
    const whole = readPage(html);
    expect(page.own).toEqual(whole.own);
    expect(page.own).toHaveLength(3);
    expect(page.announced).toEqual([announced]);
    expect(page.embeds).toEqual(['https://www.instagram.com']);
    expect(whole.announced).toEqual(page.announced);
    expect(whole.embeds).toEqual(page.embeds);
  });

  it('cuts a long script with no tag in it into parts V8 keeps as ordinary strings, never a tag', () => {
    const payload = `self.__next_f.push([1,"${'\\u003cp\\u003eFête — a long payload '.repeat(9_000)}"])`;
    const announced = hashOf('late()');
    const longTag = `<div title="${'x'.repeat(70_000)}" data-script-hashes="${announced}">`;
    const html = `<p>Racecard</p><script>${payload}</script>${longTag}</div><script>late()</script>`;
    const bytes = Buffer.from(html, 'utf8');
    const parts = pageTextParts(bytes);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.every((part) => part.length <= 128 * 1024)).toBe(true);
    expect(parts.join('')).toBe(bytes.toString('latin1'));
    expect(parts.some((part) => part.includes(longTag))).toBe(true);
    const page = readPage(parts, 'latin1');
    const whole = readPage(html);
    expect(page.own).toEqual(whole.own);
    expect(page.own).toContain(hashOf(payload));
    expect(page.announced).toEqual([announced]);
    expect(whole.announced).toEqual(page.announced);
  });

  it('adds the hashes a content body announces for the scripts it inserts after mount, well-formed only', () => {
    const good = hashOf('alert(1)');
    const html = `<div data-script-hashes="${good} sha256-not*base64 'unsafe-inline'"></div>`;
    expect(readPage(html)).toMatchObject({ own: [], announced: [good] });
  });
});

describe('contentSecurityPolicy', () => {
  it('allows our own scripts, the page inline scripts by hash and only configured third parties', () => {
    const sources = policySources({
      SITE_URL: 'https://www.kingsmere.example',
      LIVE_BLOG_SCRIPT_URL: 'https://cdn.liveblog.example/widget.js',
      CONTENT_API_URL: 'https://content.example/v2',
    });
    const policy = contentSecurityPolicy({ hashes: [hashOf('a')], sources });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' '${hashOf('a')}' https://cdn.liveblog.example https://cdnapisec.kaltura.com https://www.youtube.com`,
    );
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain('upgrade-insecure-requests');
    // The offline worker and the web app manifest, from the site itself alone.
    expect(policy).toContain("worker-src 'self';");
    expect(policy).toContain("manifest-src 'self';");
  });

  it('leaves out third parties without settings (the streaming player has its real default), and does not upgrade requests on an http site', () => {
    const policy = contentSecurityPolicy({
      hashes: [],
      sources: policySources({ SITE_URL: 'http://localhost:3000' }),
    });
    expect(policy).toContain("script-src 'self' https://cdnapisec.kaltura.com https://www.youtube.com;");
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('allows the tag manager, device tags and the tracker collector only when configured', () => {
    const none = policySources({
      SITE_URL: 'https://x.example',
      DEVICE_TAGS_SCRIPT_URL: 'https://d.example/t.js',
    });
    expect(none.scripts).toEqual(['https://cdnapisec.kaltura.com', 'https://www.youtube.com']);
    expect(none.connect).toEqual(none.scripts);
    const all = policySources({
      SITE_URL: 'https://x.example',
      TAG_MANAGER_ID: 'GTM-1',
      DEVICE_TAGS_API_KEY: 'key',
      DEVICE_TAGS_SCRIPT_URL: 'https://d.example/t.js',
      TRACKER_COLLECTOR_URL: 'https://collector.example/base',
    });
    expect(all.scripts).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://d.example']),
    );
    expect(all.connect).toEqual(
      expect.arrayContaining([
        'https://collector.example',
        'https://www.googletagmanager.com',
        'https://d.example',
      ]),
    );
    expect(
      policySources({
        SITE_URL: 'https://x.example',
        TAG_MANAGER_ID: 'GTM-1',
        TAG_MANAGER_SCRIPT_URL: 'http://localhost:4010/tagmanager/gtm.js',
      }).scripts,
    ).toContain('http://localhost:4010');
  });

  it("lets pages send error reports to the DSN's origin only with a DSN, never naming its key", () => {
    const withDsn = contentSecurityPolicy({
      hashes: [],
      sources: policySources({
        SITE_URL: 'https://x.example',
        SENTRY_DSN: 'https://key123@o0.ingest.example/42',
      }),
    });
    expect(withDsn).toMatch(/connect-src 'self'[^;]* https:\/\/o0\.ingest\.example[;\s]/);
    expect(withDsn).not.toContain('key123');
    const without = contentSecurityPolicy({
      hashes: [],
      sources: policySources({ SITE_URL: 'https://x.example' }),
    });
    expect(without).not.toContain('ingest');
  });

  it('allows the consent platform only with a property, from its base endpoint', () => {
    expect(
      policySources({ SITE_URL: 'https://x.example', CONSENT_BASE_ENDPOINT: 'https://c.example' }).scripts,
    ).not.toContain('https://c.example');
    expect(
      policySources({
        SITE_URL: 'https://x.example',
        CONSENT_PROPERTY_ID: '1',
        CONSENT_BASE_ENDPOINT: 'https://c.example/x',
      }).scripts,
    ).toContain('https://c.example');
    expect(policySources({ SITE_URL: 'https://x.example', CONSENT_PROPERTY_ID: '1' }).scripts).toContain(
      'https://cdn.privacy-mgmt.com',
    );
  });

  it("allows the consent platform's message and privacy manager frames on every page, with a property only", () => {
    const withProperty = policySources({
      SITE_URL: 'https://x.example',
      CONSENT_PROPERTY_ID: '1',
      CONSENT_BASE_ENDPOINT: 'https://c.example/x',
    });
    expect(contentSecurityPolicy({ hashes: [], sources: withProperty })).toContain(
      "frame-src 'self' https://c.example;",
    );
    const embeds = ['https://*.youtube.com'];
    expect(contentSecurityPolicy({ hashes: [], sources: withProperty, embeds })).toContain(
      "frame-src 'self' https://c.example https://*.youtube.com;",
    );
    expect(
      policySources({ SITE_URL: 'https://x.example', CONSENT_BASE_ENDPOINT: 'https://c.example' }).frames,
    ).toEqual([]);
  });

  it("allows frames only from the embed providers a page's content announces", () => {
    const sources = policySources({ SITE_URL: 'https://x.example' });
    expect(contentSecurityPolicy({ hashes: [], sources })).toContain("frame-src 'self';");
    const html =
      '<div data-embed-sources="https://youtube.com https://*.youtube.com https://evil.example/path \'unsafe-inline\' *"></div>';
    const { embeds } = readPage(html);
    expect(embeds).toEqual(['https://youtube.com', 'https://*.youtube.com']);
    const policy = contentSecurityPolicy({ hashes: [], sources, embeds });
    expect(policy).toContain("frame-src 'self' https://youtube.com https://*.youtube.com;");
    expect(policy).toMatch(/script-src [^;]*https:\/\/\*\.youtube\.com/);
  });

  it('ignores a third-party setting that is not an http(s) address', () => {
    const sources = policySources({ SITE_URL: 'https://x.example', FORMS_SCRIPT_URL: 'javascript:alert(1)' });
    expect(sources.scripts).toEqual(['https://cdnapisec.kaltura.com', 'https://www.youtube.com']);
  });

  it("allows the streaming provider's player from its configured service", () => {
    const sources = policySources({
      SITE_URL: 'https://x.example',
      STREAM_PLAYER_URL: 'https://player.example/v7',
    });
    expect(sources.scripts).toEqual(['https://player.example', 'https://www.youtube.com']);
  });
});

describe("the page's payload as one script", () => {
  const chunk = (text: string) => `self.__next_f.push([1,${JSON.stringify(text)}])`;
  const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
  // What Next's client is given: the queue the page's payload scripts leave behind, run in page order.
  function queueOf(html: string): unknown[] {
    const self = {} as { __next_f?: unknown[] };
    for (const script of readScripts(html)) {
      if (script.text.includes('__next_f')) new Function('self', script.text)(self);
    }
    return self.__next_f ?? [];
  }

  it('gives Next the same data from one script at the place of the last chunk, allowed by one hash', () => {
    const chunks = ['0:["$","p",null,{"children":"Fête — 🏇"}]', '1:"second"', '2:"third"'];
    const html =
      `<head><script>document.documentElement.dataset.fan="in"</script></head><body><p>Racecard</p>` +
      `<script>${bootstrap}</script><script>${chunk(chunks[0]!)}</script><p>between</p>` +
      `<script>${chunk(chunks[1]!)}</script><script>self.__next_f.push([3,"AAEC"])</script>` +
      `<script>${chunk(chunks[2]!)}</script><p>after</p></body>`;
    const bytes = Buffer.from(html, 'utf8');
    const page = readPage(pageTextParts(bytes), 'latin1');
    expect(page.payload).toHaveLength(4);
    const merged = mergedPayload(bytes, page.payload).toString('utf8');

    expect(queueOf(merged)).toEqual(queueOf(html));
    expect(queueOf(merged)).toEqual([[0], [1, chunks[0]], [1, chunks[1]], [3, 'AAEC'], [1, chunks[2]]]);
    expect(merged).toMatch(/<p>Racecard<\/p><script>\(self[^<]*<\/script><p>between<\/p><script>self/);
    expect(merged).toMatch(/<\/script><p>after<\/p><\/body>$/);
    // The policy read from the page as it arrives names exactly the scripts of the page as it is sent.
    const sent = readScripts(merged).map((script) => hashOf(script.text));
    expect(new Set(page.own)).toEqual(new Set(sent));
    expect(page.own).toHaveLength(3);
    expect(readPage(merged).own).toEqual(page.own);
  });

  it('leaves a page with one chunk or none as it came, and reads a payload cut across parts', () => {
    const one = Buffer.from(`<p>x</p><script>${chunk('a')}</script>`);
    expect(mergedPayload(one, readPage(pageTextParts(one), 'latin1').payload)).toBe(one);
    const long = (i: number) => chunk(`${i}:"${'\\u003cp\\u003e Fête '.repeat(3_000)}"`);
    const html = Array.from({ length: 12 }, (_, i) => `<script>${long(i)}</script>`).join('');
    const bytes = Buffer.from(`<body><script>${bootstrap}</script>${html}<p>end</p></body>`, 'utf8');
    const parts = pageTextParts(bytes);
    expect(parts.length).toBeGreaterThan(3);
    const merged = mergedPayload(bytes, readPage(parts, 'latin1').payload).toString('utf8');
    expect(queueOf(merged)).toEqual(queueOf(bytes.toString('utf8')));
    expect(readScripts(merged)).toHaveLength(2);
  });
});

describe('the limits of a page policy', () => {
  const hashes = (count: number, from = 0) => Array.from({ length: count }, (_, i) => hashOf(`s${from + i}`));
  const sources = policySources({ SITE_URL: 'https://x.example' });

  it('allows every script of a page at the limits, and refuses and names what is over them', () => {
    const own = hashes(6);
    const announced = hashes(POLICY_LIMITS.contentScripts + 4, 100);
    const embeds = [
      ...Array.from({ length: POLICY_LIMITS.embedSources + 2 }, (_, i) => `https://e${i}.example`),
      `https://${'x'.repeat(POLICY_LIMITS.embedSourceChars)}.example`,
    ];
    const allowed = withinLimits({ own, announced, embeds });
    expect(allowed.hashes).toEqual([...own, ...announced.slice(0, POLICY_LIMITS.contentScripts)]);
    expect(allowed.embeds).toEqual(embeds.slice(0, POLICY_LIMITS.embedSources));
    expect(allowed.refused).toBe(
      "refused 4 of its content's inline scripts, 2 of its content's embed sources, 1 embed sources over " +
        `${POLICY_LIMITS.embedSourceChars} characters (limits: docs/decisions/0010)`,
    );
    const within = withinLimits({ own, announced: announced.slice(0, 3), embeds: embeds.slice(0, 5) });
    expect(within).toEqual({
      hashes: [...own, ...announced.slice(0, 3)],
      embeds: embeds.slice(0, 5),
      refused: null,
    });
  });

  it('keeps a policy no longer than its limits allow, whatever the page holds', () => {
    const atLimits = contentSecurityPolicy({
      hashes: hashes(POLICY_LIMITS.ownScripts + POLICY_LIMITS.contentScripts),
      sources,
      embeds: Array.from(
        { length: POLICY_LIMITS.embedSources },
        (_, i) => `https://${String(i).padStart(POLICY_LIMITS.embedSourceChars - 16, 'e')}.example`,
      ),
    });
    const payload = Array.from({ length: 200 }, (_, i) => `<script>self.__next_f.push([1,"${i}"])</script>`);
    const html =
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${payload.join('')}` +
      `<div data-script-hashes="${hashes(300, 1000).join(' ')}"></div>` +
      `<div data-embed-sources="${Array.from({ length: 300 }, (_, i) => `https://p${i}.example`).join(' ')}"></div>`;
    const allowed = withinLimits(readPage(html));
    const policy = contentSecurityPolicy({ hashes: allowed.hashes, sources, embeds: allowed.embeds });
    expect(policy.length).toBeLessThanOrEqual(atLimits.length);
    expect(allowed.hashes).toHaveLength(2 + POLICY_LIMITS.contentScripts);
  });
});
