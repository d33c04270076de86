import { isInlineCode, readScripts } from './html-scripts.mjs';

describe('readScripts', () => {
  it('keeps every script with its attributes, in order, and its text as written', () => {
    const scripts = readScripts(
      '<p>a</p><script src="https://e.example.com/w.js?a=1&amp;b=2" async data-x=\'y\'></script><script>run(1 &amp;&amp; 2)</script>',
    );
    expect(scripts).toEqual([
      {
        attributes: [
          ['src', 'https://e.example.com/w.js?a=1&b=2'],
          ['async', ''],
          ['data-x', 'y'],
        ],
        text: '',
      },
      // A browser runs a script's text as written: entities in it are not decoded.
      { attributes: [], text: 'run(1 &amp;&amp; 2)' },
    ]);
  });

  it('reads a script split around another as a browser does: no script at all', () => {
    expect(readScripts('<scr<script>x</script>ipt>alert(1)</script>')).toEqual([]);
    expect(readScripts('<SCRIPT>x()</SCRIPT >')).toEqual([{ attributes: [], text: 'x()' }]);
  });

  it('keeps no script that a browser would never run: unclosed, or inside noscript or an iframe', () => {
    expect(readScripts('<p>a</p><script>never closed')).toEqual([]);
    expect(readScripts('<noscript><script>a()</script></noscript>')).toEqual([]);
    expect(readScripts('<iframe src="https://x.example"><script>b()</script></iframe>')).toEqual([]);
  });

  it('takes a script text that mentions HTML as text, up to its own end tag', () => {
    expect(readScripts('<script>document.write("<p>hi</p>")</script><p>after</p>')).toEqual([
      { attributes: [], text: 'document.write("<p>hi</p>")' },
    ]);
  });
});

describe('isInlineCode', () => {
  it('is an inline script of a JavaScript type, whatever the case of its tag and attributes', () => {
    const [plain, module, json, external, data] = readScripts(
      '<SCRIPT>a()</SCRIPT><script TYPE="Module">b()</script><script type="application/ld+json">{}</script>' +
        '<script src="/x.js"></script><script type="text/x-template" data-note="a > b">c</script>',
    );
    expect([plain, module, json, external, data].map((script) => isInlineCode(script!))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(data!.attributes).toEqual([
      ['type', 'text/x-template'],
      ['data-note', 'a > b'],
    ]);
  });

  it('ignores a script in an HTML comment', () => {
    expect(readScripts('<!-- <script>a()</script> --><p>b</p>')).toEqual([]);
  });
});
