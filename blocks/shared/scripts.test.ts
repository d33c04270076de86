import { extractScripts } from './scripts';

describe('extractScripts', () => {
  it('keeps every script with its attributes, in order, and its text as written', () => {
    const scripts = extractScripts(
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
    expect(extractScripts('<scr<script>x</script>ipt>alert(1)</script>')).toEqual([]);
    expect(extractScripts('<SCRIPT>x()</SCRIPT >')).toEqual([{ attributes: [], text: 'x()' }]);
  });

  it('keeps no script that a browser would never run: unclosed, or inside noscript or an iframe', () => {
    expect(extractScripts('<p>a</p><script>never closed')).toEqual([]);
    expect(extractScripts('<noscript><script>a()</script></noscript>')).toEqual([]);
    expect(extractScripts('<iframe src="https://x.example"><script>b()</script></iframe>')).toEqual([]);
  });

  it('takes a script text that mentions HTML as text, up to its own end tag', () => {
    expect(extractScripts('<script>document.write("<p>hi</p>")</script><p>after</p>')).toEqual([
      { attributes: [], text: 'document.write("<p>hi</p>")' },
    ]);
  });
});
