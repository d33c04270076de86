import { Link } from '@/ui/link/route-link.client';
import { pagerItems } from './page-links';
import { pageHref, type KeptParams } from './page-param';

export interface PaginationProps {
  /** 1-based current page. */
  current: number;
  last: number;
  pathname: string;
  /** Other query parameters every page link keeps (the search's query). */
  params?: KeptParams;
  label?: string;
}

const BOX =
  'flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors';

// Real links, so paging works before and without JavaScript (each page has its own address).
export function Pagination({ current, last, pathname, params = {}, label = 'Pagination' }: PaginationProps) {
  const items = pagerItems(current, last);
  if (items.length === 0) return null;
  const href = (page: number) => pageHref(pathname, page, params);
  return (
    <nav aria-label={label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        <li>
          <Step
            href={current > 1 ? href(current - 1) : null}
            rel="prev"
            label="Previous page"
            arrow="M12.5 4 6.5 10l6 6"
          />
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-ink/50">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={href(item.page)}
                aria-current={item.current ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                className={`${BOX} ${
                  item.current
                    ? 'bg-turf-800 text-cream shadow-sm'
                    : 'text-turf-900 ring-1 ring-turf-900/15 hover:bg-turf-100 hover:ring-turf-700/40'
                }`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          <Step
            href={current < last ? href(current + 1) : null}
            rel="next"
            label="Next page"
            arrow="m7.5 4 6 6-6 6"
          />
        </li>
      </ul>
    </nav>
  );
}

function Step({
  href,
  rel,
  label,
  arrow,
}: {
  href: string | null;
  rel: string;
  label: string;
  arrow: string;
}) {
  const icon = (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 fill-none stroke-current stroke-2">
      <path d={arrow} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  if (!href) {
    return (
      <span aria-disabled="true" className={`${BOX} text-ink/25`}>
        <span className="sr-only">{label}</span>
        {icon}
      </span>
    );
  }
  return (
    <Link href={href} rel={rel} aria-label={label} className={`${BOX} text-turf-900 hover:bg-turf-100`}>
      {icon}
    </Link>
  );
}
