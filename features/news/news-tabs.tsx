import { Link } from '@/ui/link/route-link.client';
import type { NewsTab } from './news-section';

// A row of links, not an ARIA tablist: each tab is a page with its own address.
export function NewsTabs({ tabs, activeId }: { tabs: readonly NewsTab[]; activeId: string | null }) {
  if (tabs.length < 2) return null;
  return (
    <nav aria-label="News categories">
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-full px-4 py-2 text-sm font-semibold tracking-wide whitespace-nowrap transition-colors ${
                  active
                    ? 'bg-gold-500 text-turf-950 shadow'
                    : 'text-cream/85 ring-1 ring-cream/25 hover:bg-cream/10 hover:text-cream hover:ring-gold-400/70'
                }`}
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
