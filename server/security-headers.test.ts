import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  embedSources,
  inlineScriptHashes,
  pageTextParts,
  policySources,
} from './security-headers.mjs';

const hashOf = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script as written, and no external script or data block', () => {
    const html = [
      '<head><script>document.documentElement.dataset.fan="in"</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Event"}</script></head>',
      '<body><script>self.__next_f.push([1,"\\u003cp\\u003e"])</script>',
      '<script type="module">import "x"</script></body>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('document.documentElement.dataset.fan="in"'),
      hashOf('self.__next_f.push([1,"\\u003cp\\u003e"])'),
      hashOf('import "x"'),
    ]);
  });

  it('hashes the same UTF-8 from the page’s bytes as from its text, non-ASCII scripts and attributes included', () => {
    const html =
      '<p title="Ça «va»">Hé</p><script>self.__next_f.push([1,"Café — £5 · 🏇 &eacute;"])</script>' +
      '<script data-x="é">document.title="Kingsmere · Fête"</script><noscript><script>x()</script></noscript>';
    const fromText = inlineScriptHashes(html);
    expect(fromText).toHaveLength(2);
    expect(inlineScriptHashes(pageTextParts(Buffer.from(html, 'utf8')), 'latin1')).toEqual(fromText);
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
    const hashes = inlineScriptHashes(parts, 'latin1');
    expect(hashes).toEqual(inlineScriptHashes(html));
    expect(hashes).toHaveLength(4);
    expect(hashes).toContain(announced);
    expect(embedSources(parts)).toEqual(['https://www.instagram.com']);
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
    const hashes = inlineScriptHashes(parts, 'latin1');
    expect(hashes).toEqual(inlineScriptHashes(html));
    expect(hashes).toContain(hashOf(payload));
    expect(hashes).toContain(announced);
  });

  it('adds the hashes a content body announces for the scripts it inserts after mount, well-formed only', () => {
    const good = hashOf('alert(1)');
    const html = `<div data-script-hashes="${good} sha256-not*base64 'unsafe-inline'"></div>`;
    expect(inlineScriptHashes(html)).toEqual([good]);
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
    const embeds = embedSources(html);
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
