import type { FilterCategory } from '@/platform/types/category';

/**
 * A filter's state in the address (`?filter=summer&filter=daytime&page=2`): one `filter` value per
 * chosen option, by its slug, in the order of the groups. It is what a plain GET form of the filter
 * submits, so the same address works with and without JavaScript.
 */
export const FILTER_PARAM = 'filter';

/** More values than any filter has groups: the rest of a hand-made address is ignored. */
const MAX_VALUES = 20;
const MAX_SLUG_LENGTH = 100;

/** Chosen options by group id: at most one option (its slug) in each group. */
export type FilterSelection = Readonly<Record<string, string>>;

/** `?filter=` as Next hands it to a page (absent, once or repeated): trimmed, bounded slugs. */
export function readFilterParam(value: string | readonly string[] | null | undefined): string[] {
  const values = typeof value === 'string' ? [value] : (value ?? []);
  return values
    .slice(0, MAX_VALUES)
    .map((slug) => slug.trim())
    .filter((slug) => slug !== '' && slug.length <= MAX_SLUG_LENGTH);
}

/**
 * The selection an address stands for. A slug names the option of the group that holds it; a second
 * option of the same group replaces the first, as selecting it would; unknown slugs are ignored.
 */
export function selectionFrom(groups: readonly FilterCategory[], slugs: readonly string[]): FilterSelection {
  const selection: Record<string, string> = {};
  for (const slug of slugs) {
    const group = groups.find((candidate) => candidate.children.some((option) => option.slug === slug));
    if (group) selection[group.id] = slug;
  }
  return selection;
}

/**
 * Selecting an option replaces the previous selection in its group; selecting the
 * selected option again deselects it.
 */
export function toggleOption(selection: FilterSelection, groupId: string, slug: string): FilterSelection {
  const { [groupId]: current, ...others } = selection;
  return current === slug ? others : { ...others, [groupId]: slug };
}

export function isEmptySelection(selection: FilterSelection): boolean {
  return Object.keys(selection).length === 0;
}

/** The chosen options, in the order of the groups (so one selection has one address). */
export function selectedOptions(
  groups: readonly FilterCategory[],
  selection: FilterSelection,
): FilterCategory[] {
  return groups.flatMap((group) => group.children.filter((option) => selection[group.id] === option.slug));
}

/**
 * The address of a filtered list: the chosen slugs in group order, then `page` from 2 on (page 1, and
 * so any change of filter, has none: filtering starts the list again).
 */
export function filterHref(
  pathname: string,
  groups: readonly FilterCategory[],
  selection: FilterSelection,
  page = 1,
  fragment?: string,
): string {
  const search = new URLSearchParams();
  for (const option of selectedOptions(groups, selection)) search.append(FILTER_PARAM, option.slug);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return `${pathname}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
}
