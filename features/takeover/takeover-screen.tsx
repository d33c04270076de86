import type { ArticleSummary } from '@/platform/types/article';
import { PlayBadge } from '@/ui/cards/play-badge';
import { Image } from '@/ui/image/image';
import { Wordmark } from '@/ui/layout/wordmark';
import { DismissButton } from './dismiss-button.lazy';

interface TakeoverScreenProps {
  articles: ArticleSummary[];
  venue: string;
}

// The takeover: a full page of its own in place of the layout, until dismissed. It links nowhere
// else: while it runs, every other path leads back to /.
export function TakeoverScreen({ articles, venue }: TakeoverScreenProps) {
  const [lead, ...more] = articles;
  if (!lead) return null;
  return (
    <section
      data-takeover-part="takeover"
      aria-labelledby="takeover-title"
      className="relative isolate flex min-h-dvh flex-col justify-end overflow-hidden bg-turf-950 text-cream"
    >
      {/* Lazy, not a priority: every page's HTML carries the takeover, hidden from a visitor who
          dismissed it, and a browser fetches no lazy image that is not displayed; an eager one (and the
          preload React adds for it) took the bandwidth of each page's own largest image. */}
      <Image
        src={lead.hero.heroImage.src}
        alt={lead.hero.heroImage.alt}
        fill
        loading="lazy"
        sizes="100vw"
        className="-z-20 object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-turf-950 via-turf-950/55 to-transparent md:bg-linear-to-r md:from-turf-950/90 md:via-turf-950/40"
      />
      <div className="mx-auto w-full max-w-5xl px-4 pt-24 pb-16 lg:px-8">
        <p className="text-cream">
          <Wordmark venue={venue} />
        </p>
        {/* The page's level-one heading while the takeover shows, but no second <h1> in the HTML: every
            page carries the takeover hidden, beside its own <h1>. */}
        <p
          id="takeover-title"
          role="heading"
          aria-level={1}
          className="mt-4 font-display text-4xl leading-tight font-bold text-balance sm:text-6xl"
        >
          {lead.title}
        </p>
        {lead.summary ? (
          <p className="mt-6 max-w-2xl text-lg text-cream/90 sm:text-xl">{lead.summary}</p>
        ) : null}
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <form action="/api/takeover" method="post">
            <DismissButton label={`Continue to ${venue}`} />
          </form>
        </div>
        {more.length > 0 ? (
          <ul className="mt-12 grid gap-6 border-t border-cream/20 pt-8 lg:grid-cols-2">
            {more.map((article) => (
              <TakeoverStory key={article.id} article={article} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/**
 * One more story of the project (its film, say): its picture, title and summary, and a button that
 * dismisses the takeover and opens the story's own page, where its film plays.
 */
function TakeoverStory({ article }: { article: ArticleSummary }) {
  const video = article.hero.isVideo;
  const label = video ? 'Watch the film' : 'Read the story';
  return (
    <li className="flex items-start gap-4 sm:gap-6">
      <div className="relative aspect-video w-28 shrink-0 overflow-hidden rounded-lg bg-turf-900 ring-1 ring-cream/20 sm:w-56">
        <Image
          src={article.hero.heroImage.src}
          alt={article.hero.heroImage.alt}
          fill
          loading="lazy"
          sizes="(min-width: 640px) 224px, 112px"
          className="object-cover"
        />
        {video ? (
          <span className="absolute inset-0 flex scale-75 items-center justify-center sm:scale-100">
            <PlayBadge />
          </span>
        ) : null}
      </div>
      <div className="flex flex-col items-start gap-2">
        <h2 className="text-xl">{article.title}</h2>
        {article.summary ? <p className="text-sm text-cream/80">{article.summary}</p> : null}
        {article.link.newTab ? null : (
          <form action="/api/takeover" method="post" className="mt-2">
            <input type="hidden" name="to" value={article.link.href} />
            <DismissButton
              label={label}
              ariaLabel={`${label}: ${article.title}`}
              to={article.link.href}
              variant="secondary"
            />
          </form>
        )}
      </div>
    </li>
  );
}
