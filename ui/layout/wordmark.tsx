export function Wordmark({ venue }: { venue: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 text-gold-500">
        <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M9 21c2-6 6-10 12-11-2 2-3 4-3 6 2 0 4 1 5 3-3-1-6 0-8 2z" fill="currentColor" />
      </svg>
      <span className="font-display text-lg leading-none font-bold tracking-wide lg:text-xl">{venue}</span>
    </span>
  );
}
