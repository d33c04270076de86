import 'server-only';
import { loadShell } from '@/features/navigation/load-shell';
import { SearchForm } from '@/features/search/search-form';
import { MAX_QUERY_LENGTH } from '@/features/search/search-query';
import { SiteLink as Link } from '@/ui/link/site-link.client';

/** How many of the navigation's sections the 404 page offers as popular pages. */
export const POPULAR_LINKS = 6;

/**
 * The 404 page's way on: a search of the site, and the navigation's first sections as popular pages.
 * Without the navigation (the content service cannot answer) the search stands alone.
 */
export async function NotFoundHelp() {
  const { nav } = await loadShell();
  const popular = nav.slice(0, POPULAR_LINKS);
  return (
    <div className="mt-10 flex w-full flex-col items-center gap-8">
      <div className="w-full max-w-xl text-left">
        <h2 className="mb-3 text-center text-sm font-bold tracking-[0.15em] text-turf-800 uppercase">
          Search the site
        </h2>
        <SearchForm query="" maxLength={MAX_QUERY_LENGTH} onLight />
      </div>
      {popular.length > 0 ? (
        <nav aria-labelledby="not-found-popular" className="w-full">
          <h2
            id="not-found-popular"
            className="mb-3 text-sm font-bold tracking-[0.15em] text-turf-800 uppercase"
          >
            Popular pages
          </h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {popular.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="inline-block rounded-full border border-turf-800/30 px-4 py-2 text-sm font-semibold text-turf-900 hover:border-gold-500 hover:bg-turf-900 hover:text-cream"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
