// @vitest-environment jsdom
import { parseInContainer } from '@/test/contained-html';
import { cleanHtml } from './clean-html';

describe('cleanHtml', () => {
  it('keeps what editors write: headings, lists, links, images, tables, quotes, emphasis, embeds', () => {
    const html =
      '<h2>Gates</h2><p>Open at <strong>11:00</strong>, <em>rain or shine</em>.</p>' +
      '<ol start="2"><li><a href="/tickets">Tickets</a></li><li><a href="mailto:box@kingsmere.test">Mail</a></li>' +
      '<li><a href="tel:+441234">Call</a></li></ol>' +
      '<img src="https://img.kingsmere.test/a.jpg" alt="The stands" width="640" height="480">' +
      '<table><thead><tr><th scope="col">Race</th></tr></thead><tbody><tr><td colspan="2">1:30</td></tr></tbody></table>' +
      '<blockquote><p>Fast ground.</p></blockquote>' +
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Replay" allowfullscreen></iframe>';
    const { container } = parseInContainer(cleanHtml(html));
    expect(container.querySelector('h2')?.textContent).toBe('Gates');
    expect(container.querySelector('strong')?.textContent).toBe('11:00');
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('2');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/tickets',
      'mailto:box@kingsmere.test',
      'tel:+441234',
    ]);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.kingsmere.test/a.jpg');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('The stands');
    expect(container.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(container.querySelector('blockquote')?.textContent).toBe('Fast ground.');
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abc',
    );
  });

  it('drops event handlers, scripts, styles, forms and script URLs', () => {
    const html =
      '<p onclick="steal()" style="position:fixed" class="fixed inset-0" id="dataLayer">p</p>' +
      '<img src=x onerror=alert(1)><script>steal()</script><style>body{display:none}</style>' +
      '<a href="javascript:alert(1)">js</a><a href=" JaVa&#x09;script:alert(1)">tab</a>' +
      '<a href="data:text/html,<script>alert(1)</script>">data</a><a href="//evil.example/x">proto</a>' +
      '<img src="data:image/svg+xml;base64,PHN2Zz4="><iframe src="javascript:alert(1)"></iframe>' +
      '<iframe src="/oauth2/"></iframe><form action="https://evil.example"><input name="card"></form>' +
      '<svg><script>alert(1)</script></svg><math><mi>x</mi></math>';
    const clean = cleanHtml(html);
    expect(clean).not.toMatch(/<script|<style|<form|<input|<svg|<math|on\w+=|style=|class=|id=/i);
    expect(clean).not.toMatch(/javascript:|data:|\/\/evil/i);
    const { container } = parseInContainer(clean);
    expect(container.querySelectorAll('img, iframe')).toHaveLength(1);
    expect(container.querySelectorAll('a[href]')).toHaveLength(0);
  });

  it('makes a link that opens a new tab unable to reach back, and drops other targets', () => {
    const { container } = parseInContainer(
      cleanHtml('<a href="https://x.example" target="_BLANK">new</a><a href="/y" target="_top">top</a>'),
    );
    const [blank, top] = [...container.querySelectorAll('a')];
    expect(blank?.getAttribute('target')).toBe('_blank');
    expect(blank?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(top?.hasAttribute('target')).toBe(false);
  });

  it('keeps nothing inside an embed, which a browser never shows', () => {
    expect(cleanHtml('<iframe src="https://www.youtube.com/embed/e"><p>fallback</p>text</iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/e"></iframe>',
    );
  });

  it('keeps frames of the embed providers only, look-alike hosts refused', () => {
    expect(cleanHtml('<iframe src="https://x.example/e"></iframe>')).toBe('');
    expect(cleanHtml('<iframe src="https://youtube.com.evil.example/embed/e"></iframe>')).toBe('');
    expect(cleanHtml('<iframe src="https://player.dailymotion.com/e"></iframe>')).toBe(
      '<iframe src="https://player.dailymotion.com/e"></iframe>',
    );
  });

  it("keeps a social post's quote with its class and permalink, and no other class", () => {
    expect(
      cleanHtml(
        '<blockquote class="instagram-media evil" data-instgrm-permalink="https://www.instagram.com/p/x/" onclick="x()"><p>Post</p></blockquote>',
      ),
    ).toBe(
      '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/x/"><p>Post</p></blockquote>',
    );
  });

  it.each([
    '<p><div>block in a paragraph</div></p>',
    '</div></div></main><p>closes what is not its own',
    '<b>never closed',
    '<a href="/x">unclosed link',
    '<table><tr><td>unclosed table',
    '<ul><li>one<li>two',
    '<scr<script>x</script>ipt>alert(1)</script>',
    '<p>a<script>never closed',
    '<!-- an unclosed comment',
    '<iframe src="https://x.example/e">unclosed embed',
    '<select><option>swallowed',
    '<textarea>swallowed',
    '<title>swallowed',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<form><p>form never closed',
    '<b><i>misnested</b></i>',
    '<h2><h3>heading in a heading</h3></h2>',
  ])('keeps %j inside its container, with nothing after it changed', (html) => {
    const { escaped, container } = parseInContainer(cleanHtml(html));
    expect(escaped).toBe(false);
    expect(container.querySelector('script, [onerror], textarea, select, form')).toBeNull();
  });
});
