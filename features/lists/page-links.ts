/** One entry of a numbered pager: a page, or a gap standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

/**
 * The numbered links of a pager: always the first and last page, the current page with `around`
 * neighbours each side, and a gap where pages are left out. A gap never hides a single page
 * (that page is shown instead), so the pager's width stays steady as the reader moves.
 */
export function pagerItems(current: number, last: number, around = 1): PagerItem[] {
  if (last <= 1) return [];
  const shown = new Set<number>([1, last]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: 'page', page: page - 1, current: page - 1 === current });
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}-${page}` });
    items.push({ kind: 'page', page, current: page === current });
    previous = page;
  }
  return items;
}
