/** Marks a card whose hero is a video (heroMedia.content.contentType VIDEO). */
export function PlayBadge({ large = false }: { large?: boolean }) {
  const size = large ? 'h-14 w-14 sm:h-16 sm:w-16' : 'h-11 w-11';
  return (
    <span
      role="img"
      aria-label="Video"
      className={`flex ${size} items-center justify-center rounded-full bg-gold-500 text-turf-950 shadow-lg ring-4 ring-turf-950/25 transition-transform duration-300 group-hover:scale-110`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={large ? 'ml-1 h-7 w-7' : 'ml-0.5 h-5 w-5'}>
        <path
          fill="currentColor"
          d="M8 5.5v13a1 1 0 0 0 1.53.85l10.2-6.5a1 1 0 0 0 0-1.7L9.53 4.65A1 1 0 0 0 8 5.5Z"
        />
      </svg>
    </span>
  );
}
