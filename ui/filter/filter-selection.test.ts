import type { FilterCategory } from '@/platform/types/category';
import {
  filterHref,
  readFilterParam,
  selectedOptions,
  selectionFrom,
  toggleOption,
} from './filter-selection';

function option(slug: string, children: FilterCategory[] = []): FilterCategory {
  return { id: `cat-${slug}`, text: slug, slug, tags: [], isSelected: false, children };
}
const groups = [option('type', [option('flat'), option('jump')]), option('season', [option('summer')])];

describe('filter selection', () => {
  it('reads ?filter= once, repeated or absent, trimmed and bounded', () => {
    expect(readFilterParam(undefined)).toEqual([]);
    expect(readFilterParam(' flat ')).toEqual(['flat']);
    expect(readFilterParam(['flat', '', 'summer'])).toEqual(['flat', 'summer']);
    expect(readFilterParam(['x'.repeat(101), 'ok'])).toEqual(['ok']);
    expect(readFilterParam(Array.from({ length: 50 }, (_, i) => `s${i}`))).toHaveLength(20);
  });

  it('takes one option per group from an address, the later replacing the earlier, unknown slugs ignored', () => {
    expect(selectionFrom(groups, ['flat', 'jump', 'nope', 'summer'])).toEqual({
      'cat-type': 'jump',
      'cat-season': 'summer',
    });
    expect(selectionFrom(groups, ['type'])).toEqual({});
  });

  it('replaces the choice in a group, and deselects the chosen option', () => {
    const one = toggleOption({}, 'cat-type', 'flat');
    expect(one).toEqual({ 'cat-type': 'flat' });
    expect(toggleOption(one, 'cat-type', 'jump')).toEqual({ 'cat-type': 'jump' });
    expect(toggleOption(one, 'cat-type', 'flat')).toEqual({});
    expect(toggleOption(one, 'cat-season', 'summer')).toEqual({ 'cat-type': 'flat', 'cat-season': 'summer' });
  });

  it('writes the address in group order, with page only from 2, escaping values', () => {
    const selection = { 'cat-season': 'summer', 'cat-type': 'jump' };
    expect(selectedOptions(groups, selection).map((item) => item.id)).toEqual(['cat-jump', 'cat-summer']);
    expect(filterHref('/list', groups, selection)).toBe('/list?filter=jump&filter=summer');
    expect(filterHref('/list', groups, selection, 1)).toBe('/list?filter=jump&filter=summer');
    expect(filterHref('/list', groups, selection, 3, 'filter-page-3')).toBe(
      '/list?filter=jump&filter=summer&page=3#filter-page-3',
    );
    expect(filterHref('/list', groups, {})).toBe('/list');
    const odd = [option('g', [option('a&b=c')])];
    expect(filterHref('', odd, { 'cat-g': 'a&b=c' })).toBe('?filter=a%26b%3Dc');
  });
});
