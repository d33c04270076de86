import { renderToStaticMarkup } from 'react-dom/server';
import type { RawBlock } from '@/platform/types/block';
import { expectConsole } from '@/test/setup';
import { MAX_BLOCK_NESTING, withinBlockNesting } from './block-nesting';
import { RenderBlocks } from './render-blocks';

const text = (content: string): RawBlock => ({
  id: `t-${content}`,
  contentType: 'TEXT',
  content,
  isHtml: false,
});

function sections(levels: number, inner: RawBlock): RawBlock {
  let block = inner;
  for (let level = 0; level < levels; level += 1) {
    block = {
      id: `s${level}`,
      contentType: 'CUSTOM',
      customContentType: 'section-block',
      customContent: { title_string: `Section ${level}`, blocks_content: [block] },
    };
  }
  return block;
}

function collections(levels: number, inner: RawBlock): RawBlock {
  let block = inner;
  for (let level = 0; level < levels; level += 1) {
    block = {
      id: `c${level}`,
      contentType: 'COLLECTION',
      title: `Collection ${level}`,
      children: [{ id: `i${level}`, title: `Item ${level}`, children: [block] }],
    };
  }
  return block;
}

function timed(render: () => string): { html: string; ms: number } {
  const started = performance.now();
  const html = render();
  return { html, ms: performance.now() - started };
}

describe('RenderBlocks with blocks nested in blocks', () => {
  it('renders ordinary nesting in full, without a warning', () => {
    const html = renderToStaticMarkup(<RenderBlocks blocks={[sections(2, collections(2, text('leaf')))]} />);
    expect(html).toContain('Section 1');
    expect(html).toContain('Collection 0');
    expect(html).toContain('leaf');
  });

  it.each([
    ['sections', sections],
    ['collections', collections],
  ])('renders %s nested 1,000 deep only to the bound, at once, with a warning', (kind, nest) => {
    const warn = expectConsole('warn');
    const { html, ms } = timed(() =>
      renderToStaticMarkup(<RenderBlocks blocks={[nest(1_000, text('leaf'))]} />),
    );
    expect(ms).toBeLessThan(1000);
    const name = kind === 'sections' ? 'Section' : 'Collection';
    expect(html).toContain(`${name} 999`);
    expect(html).toContain(`${name} ${1_000 - MAX_BLOCK_NESTING}`);
    expect(html).not.toContain(`${name} ${999 - MAX_BLOCK_NESTING}<`);
    expect(html).not.toContain('leaf');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('left out'));
  });

  it('renders a block whose fields nest 10,000 deep, and the blocks around it', () => {
    const warn = expectConsole('warn');
    let deep: Record<string, unknown> = { end: true };
    for (let level = 0; level < 10_000; level += 1) deep = { inner: deep };
    const html = renderToStaticMarkup(
      <RenderBlocks blocks={[text('before'), { ...text('deep fields'), extra: deep }, text('after')]} />,
    );
    expect(html).toContain('before');
    expect(html).toContain('deep fields');
    expect(html).toContain('after');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('withinBlockNesting', () => {
  it('gives the blocks unchanged when nothing is too deep', () => {
    const blocks = [sections(MAX_BLOCK_NESTING - 1, text('leaf'))];
    expect(withinBlockNesting(blocks)).toEqual(blocks);
  });
});
