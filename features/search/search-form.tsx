/**
 * The search form: a plain GET to /search-results, so it works before and without JavaScript and
 * every search has an address. `maxLength` matches what the page sends on.
 */
export function SearchForm({
  query,
  maxLength,
  onLight = false,
}: {
  query: string;
  maxLength: number;
  /** On the page's cream rather than a dark band: the field takes a white fill and an outline. */
  onLight?: boolean;
}) {
  return (
    <form
      action="/search-results"
      method="get"
      role="search"
      className="flex max-w-2xl flex-col gap-3 sm:flex-row"
    >
      <label htmlFor="search-results-query" className="sr-only">
        Search the site
      </label>
      <div className="relative flex-1">
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-turf-700"
        >
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id="search-results-query"
          name="query"
          type="search"
          defaultValue={query}
          maxLength={maxLength}
          placeholder="Race days, news, hospitality…"
          autoComplete="off"
          className={`h-13 w-full rounded-full border-2 ${onLight ? 'border-ink/20 bg-white' : 'border-transparent bg-cream'} pr-5 pl-12 text-base text-ink shadow-inner placeholder:text-ink/45 focus:border-gold-500`}
        />
      </div>
      <button type="submit" className="btn btn-primary h-13 px-8">
        Search
      </button>
    </form>
  );
}
