'use client';
import dynamic from 'next/dynamic';

/**
 * The takeover's 'Continue' button in a chunk of its own: the takeover is drawn in the layout of every
 * page while it runs, dismissed or not, so its code would otherwise join every page's first-load
 * JavaScript. The server still renders the button inside its form, which works before the chunk loads.
 */
export const DismissButton = dynamic(() =>
  import('./dismiss-button.client').then((module) => module.DismissButton),
);
