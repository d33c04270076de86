import { useId, useRef, type KeyboardEvent } from 'react';
import { tabKeyTarget } from './tab-keys';

interface RovingTabsOptions {
  count: number;
  /** The selected tab's index, or null when none is. */
  selected: number | null;
  /** Called with the tab to select, by click or key; selection follows focus. */
  onSelect: (index: number) => void;
  orientation?: 'horizontal' | 'vertical';
}

/**
 * WAI-ARIA tabs with a roving tabindex: the props of each tab (only the selected one in the tab order;
 * arrow keys, wrapping, Home and End move focus and selection) and of each panel, tied by ids.
 */
export function useRovingTabs({ count, selected, onSelect, orientation = 'horizontal' }: RovingTabsOptions) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const tabProps = (index: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      tabs.current[index] = element;
    },
    id: tabId(index),
    type: 'button' as const,
    role: 'tab',
    'aria-selected': index === selected,
    'aria-controls': panelId(index),
    tabIndex: index === selected ? 0 : -1,
    onClick: () => onSelect(index),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const target = tabKeyTarget(event.key, index, count, orientation);
      if (target === undefined) return;
      event.preventDefault();
      onSelect(target);
      tabs.current[target]?.focus();
    },
  });

  const panelProps = (index: number) => ({
    id: panelId(index),
    role: 'tabpanel',
    'aria-labelledby': tabId(index),
    tabIndex: 0,
  });

  return { tabProps, panelProps, panelId };
}
