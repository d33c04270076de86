import { screen } from '@testing-library/react';

/** The block's section, found by its heading (blocks are sections, not named landmarks). */
export function sectionTitled(name: string | RegExp): HTMLElement {
  const section = screen.getByRole('heading', { name }).closest('section');
  if (!section) throw new Error(`No section around the heading ${String(name)}`);
  return section;
}
