import type { ReactNode } from 'react';
import type { Theme } from './fields';

interface BlockThemeProps {
  theme: Theme;
  royal?: boolean | undefined;
  className?: string | undefined;
  id?: string | undefined;
  children: ReactNode;
}

const surfaces: Record<`${Theme}-${'royal' | 'plain'}`, string> = {
  'dark-plain': 'bg-turf-900 text-cream [--accent:var(--color-gold-400)]',
  'dark-royal': 'bg-royal-900 text-cream [--accent:var(--color-gold-400)]',
  'light-plain': 'bg-cream text-ink [--accent:var(--color-turf-700)]',
  'light-royal': 'bg-white text-royal-900 [--accent:var(--color-royal-700)]',
};

/**
 * The dark/light surface every themed block sits on (`darklightTheme_custom`), in royal colours when royal:
 * a band across the page, the section's space above and below, its content in the page's container so
 * every block starts at the same left edge. Not a named landmark: editors may give two blocks of a page
 * the same title, and landmark names must be unique; the block's heading gives the page its structure.
 */
export function BlockTheme({ theme, royal = false, className = '', id, children }: BlockThemeProps) {
  return (
    <section
      id={id}
      data-theme={theme}
      data-royal={royal ? 'true' : undefined}
      className={`${surfaces[`${theme}-${royal ? 'royal' : 'plain'}`]} py-section ${className}`}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}
