'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** The phone menu: a <details> disclosure, so it opens before (or without) any JavaScript. */
export const MENU_SELECTOR = 'details[data-site-menu]';

function closeMenus() {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>(`${MENU_SELECTOR}[open]`)) {
    menu.open = false;
  }
}

/**
 * The layout stays mounted across client-side navigations, and an open <details> with it: close the
 * phone menu when a link in it is followed (the new page must not open under the menu), when the
 * address changes any other way, and on Escape.
 */
export function MenuCloser() {
  const pathname = usePathname();
  useEffect(closeMenus, [pathname]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('a[href]') && target.closest(MENU_SELECTOR)) closeMenus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = document.querySelector<HTMLDetailsElement>(`${MENU_SELECTOR}[open]`);
      if (!open) return;
      open.open = false;
      open.querySelector('summary')?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return null;
}
