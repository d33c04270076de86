'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import type { FilterCategory } from '@/platform/types/category';
import { useHydrated } from '@/ui/hooks/use-hydrated';
import { Link } from '@/ui/link/route-link.client';
import {
  FILTER_PARAM,
  filterHref,
  isEmptySelection,
  toggleOption,
  type FilterSelection,
} from './filter-selection';

export interface FilterFormProps {
  groups: FilterCategory[];
  /** The selection of the address being shown. */
  applied: FilterSelection;
  /**
   * The list's page, without a query, when the server knows it (a page rendered for its filter address):
   * without JavaScript, Clear all is a link there.
   */
  pathname?: string;
  label: string;
}

// The design system's filter chip and buttons (docs/design-system.md): the same chips as the news tabs.
const chip =
  'chip peer-checked:chip-chosen peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500';
const primary = 'btn btn-primary';
const secondary = 'btn-link text-turf-900';

/**
 * The filter: one choice per group, chosen again to clear it. It is a plain GET form of checkboxes named
 * `filter` submitting to the page itself, so without JavaScript it asks for the address the server renders,
 * and Clear all is a link to the unfiltered list. Once hydrated, the group rule applies as options are
 * chosen, Show results and Clear all are disabled while nothing is selected, and both move to the new address
 * in place: a history entry per filter, so Back restores the previous one.
 */
export function FilterForm({ groups, applied, pathname, label }: FilterFormProps) {
  const router = useRouter();
  const [selection, setSelection] = useState<FilterSelection>(applied);
  // A new address (a filter shown, or Back) resets the choices to what it shows.
  const appliedHref = filterHref('', groups, applied);
  const [shown, setShown] = useState(appliedHref);
  if (shown !== appliedHref) {
    setShown(appliedHref);
    setSelection(applied);
  }
  const hydrated = useHydrated();
  const [pending, startTransition] = useTransition();

  const nothingSelected = isEmptySelection(selection);
  const nothingToClear = nothingSelected && isEmptySelection(applied);

  function go(next: FilterSelection) {
    const href = filterHref(window.location.pathname, groups, next);
    startTransition(() => router.push(href, { scroll: false }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!nothingSelected) go(selection);
  }

  function clearAll() {
    setSelection({});
    go({});
  }

  return (
    <form
      method="get"
      aria-label={label}
      aria-busy={pending || undefined}
      onSubmit={submit}
      className="border-y border-turf-900/10 py-5"
    >
      <div className="flex flex-wrap gap-x-12 gap-y-6">
        {groups.map((group) => (
          <fieldset key={group.id} className="min-w-0">
            <legend className="mb-3 eyebrow text-turf-800">{group.text}</legend>
            <ul className="flex flex-wrap gap-2">
              {group.children.map((option) => (
                <li key={option.id}>
                  <label>
                    <input
                      type="checkbox"
                      name={FILTER_PARAM}
                      value={option.slug}
                      checked={selection[group.id] === option.slug}
                      onChange={() => setSelection((current) => toggleOption(current, group.id, option.slug))}
                      className="peer sr-only"
                    />
                    <span className={chip}>{option.text}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button type="submit" disabled={hydrated && nothingSelected} className={primary}>
          Show results
          <span
            aria-hidden="true"
            className={`h-4 w-4 rounded-full border-2 border-current border-r-transparent motion-safe:animate-spin ${pending ? 'inline-block' : 'hidden'}`}
          />
        </button>
        {!hydrated && pathname && !isEmptySelection(applied) ? (
          <Link href={pathname} className={secondary}>
            Clear all
          </Link>
        ) : (
          <button type="button" disabled={nothingToClear} onClick={clearAll} className={secondary}>
            Clear all
          </button>
        )}
      </div>
    </form>
  );
}
