import { pagerItems, type PagerItem } from './page-links';

function labels(items: PagerItem[]): string {
  return items
    .map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');
}

describe('pagerItems', () => {
  it('shows no pager for a single page', () => {
    expect(pagerItems(1, 1)).toEqual([]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('lists every page of a short list', () => {
    expect(labels(pagerItems(1, 3))).toBe('[1] 2 3');
    expect(labels(pagerItems(3, 5))).toBe('1 2 [3] 4 5');
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(labels(pagerItems(10, 20))).toBe('1 … 9 [10] 11 … 20');
    expect(labels(pagerItems(1, 20))).toBe('[1] 2 … 20');
    expect(labels(pagerItems(20, 20))).toBe('1 … 19 [20]');
  });

  it('shows a lone missing page instead of a gap', () => {
    expect(labels(pagerItems(4, 9))).toBe('1 2 3 [4] 5 … 9');
  });
});
