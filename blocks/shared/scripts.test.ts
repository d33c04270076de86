import { extractScripts } from './scripts';

describe('extractScripts', () => {
  it('removes every script and keeps its attributes and text', () => {
    const result = extractScripts(
      '<p>a</p><script src="https://e.example.com/w.js?a=1&amp;b=2" async data-x=\'y\'></script><script>run()</script>',
    );
    expect(result.html).toBe('<p>a</p>');
    expect(result.scripts).toEqual([
      {
        attributes: [
          ['src', 'https://e.example.com/w.js?a=1&b=2'],
          ['async', ''],
          ['data-x', 'y'],
        ],
        text: '',
      },
      { attributes: [], text: 'run()' },
    ]);
  });

  it('leaves no script behind when scripts are nested, split or unclosed', () => {
    for (const html of [
      '<scr<script></script>ipt>x()</script>',
      '<SCRIPT>x()</SCRIPT >',
      '<p>a</p><script>never closed',
    ]) {
      expect(extractScripts(html).html).not.toMatch(/<script/i);
    }
  });
});
