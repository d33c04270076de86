'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useRovingTabs } from '../shared/use-roving-tabs';

export interface CollectionPanel {
  key: string;
  title: string;
  /** The item's blocks, already rendered on the server. */
  panel: ReactNode;
}

interface CollectionPanelsProps {
  label: string;
  items: readonly CollectionPanel[];
}

// Mobile is a width below 768 px.
const desktopQuery = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(desktopQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isDesktopNow(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(desktopQuery).matches : true;
}

// The server renders the desktop state (side tabs, first item open); phones switch after hydrating.
function isDesktopOnServer(): boolean {
  return true;
}

function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopNow, isDesktopOnServer);
}

/**
 * One open item at a time. Desktop: side tabs (WAI-ARIA tabs, arrow keys move between them), the first open
 * and selecting another swapping it. Below 768 px: an accordion where tapping the open item closes it. Every
 * item's content is in the HTML inside a `<details>`, so without JavaScript it still works as a plain
 * accordion.
 */
export function CollectionPanels({ label, items }: CollectionPanelsProps) {
  const desktop = useIsDesktop();
  const [open, setOpen] = useState<number | null>(0);
  // Side tabs always show one item: back on desktop with everything closed, the first opens.
  const selected = desktop ? (open ?? 0) : open;
  const { tabProps, panelProps, panelId } = useRovingTabs({
    count: items.length,
    selected,
    onSelect: setOpen,
    orientation: 'vertical',
  });

  return (
    <div className="mt-8 md:grid md:grid-cols-[minmax(12rem,1fr)_3fr] md:gap-8">
      {desktop ? (
        <div
          role="tablist"
          aria-label={label}
          aria-orientation="vertical"
          className="hidden flex-col gap-1 border-l-2 border-current/15 md:flex noscript:hidden"
        >
          {items.map((item, index) => {
            const isSelected = index === selected;
            return (
              <button
                key={item.key}
                {...tabProps(index)}
                className={`-ml-0.5 border-l-2 px-4 py-3 text-left font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-[var(--accent)] ${
                  isSelected
                    ? 'border-[var(--accent)] text-[var(--accent)]'
                    : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                {item.title}
              </button>
            );
          })}
        </div>
      ) : null}
      <div className="divide-y divide-current/15 border-y border-current/15 md:divide-y-0 md:border-0 noscript:divide-y noscript:border-y">
        {items.map((item, index) => {
          const isOpen = index === selected;
          return (
            <details key={item.key} open={isOpen}>
              <summary
                aria-expanded={isOpen}
                onClick={(event) => {
                  // React owns the open state: one item at a time, tapping the open one closes it.
                  event.preventDefault();
                  setOpen(isOpen ? null : index);
                }}
                className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold md:hidden noscript:flex [&::-webkit-details-marker]:hidden"
              >
                {item.title}
                <span
                  aria-hidden="true"
                  className={`text-2xl text-[var(--accent)] transition-transform ${isOpen ? 'rotate-45' : ''}`}
                >
                  +
                </span>
              </summary>
              <div {...(desktop ? panelProps(index) : { id: panelId(index) })} className="pb-6 md:pb-0">
                {item.panel}
              </div>
            </details>
          );
        })}
      </div>
    </div>
  );
}
