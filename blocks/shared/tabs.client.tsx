'use client';

import { useState, type ReactNode } from 'react';
import { useHydrated } from '@/ui/hooks/use-hydrated';
import { useRovingTabs } from './use-roving-tabs';

export interface TabItem {
  key: string;
  label: string;
  /** A second line under the label (a tab's date). */
  detail?: string | undefined;
  /** The panel's content, already rendered on the server. */
  panel: ReactNode;
}

interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem[];
  defaultIndex?: number;
}

/**
 * WAI-ARIA tabs over panels rendered on the server: roving tabindex, arrow keys (wrapping), Home and
 * End, selection follows focus. Every panel is in the HTML. The unselected ones are hidden by a class
 * that `@media (scripting: none)` undoes, so without JavaScript the tab row disappears and every panel
 * shows one after another under its own heading; once hydrated they also get the `hidden` attribute.
 */
export function Tabs({ label, items, defaultIndex = 0 }: TabsProps) {
  const [selected, setSelected] = useState(Math.min(Math.max(defaultIndex, 0), items.length - 1));
  const hydrated = useHydrated();
  const { tabProps, panelProps } = useRovingTabs({ count: items.length, selected, onSelect: setSelected });

  if (items.length === 0) return null;
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        // On a phone the row fades out at its right edge, so a row wider than the screen shows there is
        // more to scroll to; the extra end padding lets the last tab scroll clear of the fade.
        className="relative -mx-4 flex overflow-x-auto border-b border-current/15 px-4 [scrollbar-width:thin] max-sm:pr-12 max-sm:[mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)] sm:mx-0 sm:px-0 noscript:hidden"
      >
        {items.map((item, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={item.key}
              {...tabProps(index)}
              className={`flex shrink-0 flex-col items-start border-b-4 px-4 py-3 text-left leading-tight transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-[var(--accent,currentColor)] sm:px-6 ${
                isSelected
                  ? 'border-[var(--accent,currentColor)] text-[var(--accent,currentColor)]'
                  : 'border-transparent opacity-80 hover:border-current/30 hover:opacity-100'
              }`}
            >
              <span className="font-semibold whitespace-nowrap">{item.label}</span>
              {item.detail ? (
                <span className="text-sm whitespace-nowrap opacity-90">
                  <span className="sr-only">,</span> {item.detail}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const isSelected = index === selected;
        return (
          <div
            key={item.key}
            {...panelProps(index)}
            hidden={hydrated && !isSelected ? true : undefined}
            className={`mt-8 rounded-sm focus-visible:outline-offset-4 noscript:mt-10 ${isSelected ? '' : 'hidden noscript:block'}`}
          >
            <h3 className="mb-4 hidden heading-sub noscript:block">
              {item.label}
              {item.detail ? (
                <span className="ml-2 text-lg font-semibold opacity-80">
                  <span className="sr-only">,</span> {item.detail}
                </span>
              ) : null}
            </h3>
            {item.panel}
          </div>
        );
      })}
    </div>
  );
}
