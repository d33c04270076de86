import { Link } from '@/ui/link/route-link.client';
import type { NewsTab } from './news-section';

// A row of links, not an ARIA tablist: each tab is a page with its own address. Drawn as the design
// system's filter chips, the one look of every filter on the site.
export function NewsTabs({ tabs, activeId }: { tabs: readonly NewsTab[]; activeId: string | null }) {
  if (tabs.length < 2) return null;
  return (
    <nav aria-label="News categories">
      <ul className="relative -mx-gutter flex gap-2 overflow-x-auto px-gutter pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={`chip ${active ? 'chip-chosen' : ''}`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
