import { withinNesting } from './html-nesting';

describe('withinNesting', () => {
  it('leaves a body of ordinary depth alone', () => {
    const html =
      '<div><ul><li><p><a href="/x"><strong>deep enough</strong></a></p></li></ul></div><p>next</p>';
    expect(withinNesting(html)).toBe(html);
  });

  it('cuts a body where an element goes deeper than the bound', () => {
    expect(withinNesting('<b><i><u>x</u></i></b>', 2)).toBe('<b><i>');
    expect(withinNesting('<p>a</p><p>b</p><p>c</p>', 1)).toBe('<p>a</p><p>b</p><p>c</p>');
  });

  it('reads markup nested 100,000 deep in a moment', () => {
    const started = performance.now();
    const cut = withinNesting(`${'<b>'.repeat(100_000)}x`);
    expect(performance.now() - started).toBeLessThan(500);
    expect(cut).toBe('<b>'.repeat(64));
  });
});
