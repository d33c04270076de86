import type { QuoteProps } from './quote-schema';

export function QuoteBlock({ quote, author }: QuoteProps) {
  return (
    <figure className="container-page my-section">
      <blockquote className="max-w-text border-l-4 border-gold-500 pl-6 font-display text-2xl leading-snug text-turf-900 sm:text-3xl">
        <p>
          <span aria-hidden="true" className="text-gold-500">
            &ldquo;
          </span>
          {quote}
          <span aria-hidden="true" className="text-gold-500">
            &rdquo;
          </span>
        </p>
      </blockquote>
      {author ? (
        <figcaption className="mt-4 pl-6 text-sm font-semibold tracking-wide text-turf-700">
          — {author}
        </figcaption>
      ) : null}
    </figure>
  );
}
