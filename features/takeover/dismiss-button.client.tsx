'use client';

import type { MouseEvent } from 'react';
import { dismissTakeover } from '@/ui/takeover/dismiss-takeover';

// Inside the dismissal form: with JavaScript the site shows at once; without it the form posts.
export function DismissButton({ label }: { label: string }) {
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    dismissTakeover();
    window.scrollTo(0, 0);
  }
  return (
    <button
      type="submit"
      onClick={onClick}
      className="rounded-full bg-gold-500 px-8 py-3 text-sm font-bold tracking-widest text-turf-950 uppercase hover:bg-gold-400"
    >
      {label}
    </button>
  );
}
