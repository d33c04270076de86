import type { FilterCategory } from '@/platform/types/category';

const chip =
  'rounded-full border border-turf-900/20 bg-white px-4 py-2 text-sm font-medium text-ink/80 disabled:cursor-not-allowed';

/**
 * The filter's groups and options as they will be offered, not yet usable: the filtering arrives
 * later. Show results and Clear all are disabled with nothing selected anyway (spec blocks §5).
 */
export function FilterGroups({ groups, label }: { groups: FilterCategory[]; label: string }) {
  return (
    <form aria-label={label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-turf-900/10 sm:p-6">
      <fieldset disabled className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {groups.map((group) => (
          <fieldset key={group.id} className="min-w-0">
            <legend className="mb-3 text-sm font-bold tracking-widest text-turf-800 uppercase">
              {group.text}
            </legend>
            <ul className="flex flex-wrap gap-2">
              {group.children.map((option) => (
                <li key={option.id}>
                  <button type="button" aria-pressed={option.isSelected} className={chip}>
                    {option.text}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </fieldset>
      <div className="mt-6 flex flex-wrap gap-3 border-t border-turf-900/10 pt-5">
        <button
          type="button"
          disabled
          className="cursor-not-allowed rounded-full bg-ink/10 px-6 py-2.5 font-semibold text-ink/60"
        >
          Show results
        </button>
        <button
          type="button"
          disabled
          className="cursor-not-allowed px-2 py-2.5 font-semibold text-ink/60 underline underline-offset-4"
        >
          Clear all
        </button>
      </div>
    </form>
  );
}
