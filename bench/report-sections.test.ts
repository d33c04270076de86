import { markedSections, replaceSection } from './report-sections.mjs';

describe('sections another command writes', () => {
  it('adds a section at the end, then replaces it where it stands', () => {
    const first = replaceSection('# Performance\n\nrows\n', 'cluster', '## Cluster\n\nold');
    expect(first).toBe(
      '# Performance\n\nrows\n\n<!-- section:cluster -->\n## Cluster\n\nold\n<!-- /section:cluster -->\n',
    );
    const second = replaceSection(`${first}\nafter\n`, 'cluster', '## Cluster\n\nnew $1');
    expect(second).toContain('## Cluster\n\nnew $1\n<!-- /section:cluster -->\n\nafter');
    expect(second).not.toContain('old');
  });

  it('finds every section, for a rewrite of the page to keep', () => {
    const text = replaceSection(replaceSection('# P', 'cluster', 'a'), 'faults', 'b');
    expect(markedSections(text)).toEqual([
      '<!-- section:cluster -->\na\n<!-- /section:cluster -->',
      '<!-- section:faults -->\nb\n<!-- /section:faults -->',
    ]);
    expect(markedSections(null)).toEqual([]);
  });
});
