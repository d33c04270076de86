/** An empty list shows 'No results' and a suggestion to search again. */
export const EMPTY_TITLE = 'No results';
export const EMPTY_TEXT = "We couldn't find what you were looking for. Try a different search.";

// Shown only for a list the service answered with nothing; a failed call never reaches here
// (it throws UpstreamUnavailableError and the error page answers instead).
export function EmptyState({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="mx-auto my-12 max-w-xl rounded-2xl border border-turf-900/10 bg-white px-6 py-12 text-center shadow-sm sm:px-10">
      <svg viewBox="0 0 48 48" aria-hidden="true" className="mx-auto h-12 w-12 text-gold-500">
        <circle cx="21" cy="21" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="m31 31 10 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <Heading className="mt-5 text-2xl font-bold text-turf-950">{EMPTY_TITLE}</Heading>
      <p className="mt-3 text-ink/70">{EMPTY_TEXT}</p>
    </div>
  );
}
