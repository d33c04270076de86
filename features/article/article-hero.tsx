import { safeHref } from '@/platform/shared/safe-href';
import { LockIcon } from '@/ui/icons/lock-icon';
import { Image } from '@/ui/image/image';

export interface ArticleHeroProps {
  title: string;
  summary?: string | undefined;
  image: { src: string; alt: string };
  kicker?: string | undefined;
  meta: string[];
  loginRequired: boolean;
  sponsors: { text: string; imageUrl?: string | undefined; linkUrl?: string | undefined }[];
}

// The hero image is the largest paint of most pages: eager, high priority, sized to the viewport. On a
// phone, where the title and summary would cover the picture's subject, the picture stands in a 16:10
// band of its own above them; from md the words sit over it, on a veil.
export function ArticleHero({
  title,
  summary,
  image,
  kicker,
  meta,
  loginRequired,
  sponsors,
}: ArticleHeroProps) {
  return (
    <header className="relative isolate overflow-hidden bg-turf-950 text-cream">
      <div
        data-hero-picture=""
        className="relative aspect-[16/10] md:absolute md:inset-0 md:-z-10 md:aspect-auto"
      >
        <Image src={image.src} alt={image.alt} fill priority sizes="100vw" className="object-cover" />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1/5 bg-linear-to-t from-turf-950 to-turf-950/0 md:hidden"
        />
      </div>
      {/* The picture at full strength; a veil only under the words (bottom, and left from lg). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-linear-to-t from-turf-950/95 from-5% via-turf-950/60 via-45% to-turf-950/0 to-80% md:block"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-linear-to-r from-turf-950/60 to-turf-950/0 to-60% lg:block"
      />
      <div className="mx-auto flex max-w-7xl flex-col justify-end px-4 pt-4 pb-10 [text-shadow:0_1px_14px_rgb(8_20_14/0.55)] md:min-h-[28rem] md:pt-24 lg:min-h-[34rem] lg:px-8 lg:pb-16">
        {/* The kicker sits highest, where the veil is thinnest: its own dark label keeps it legible on any picture. */}
        {kicker ? (
          <p className="self-start rounded-sm bg-turf-950/80 px-2 py-1 text-xs font-bold tracking-[0.2em] text-gold-400 uppercase [text-shadow:none]">
            {kicker}
          </p>
        ) : null}
        <h1 className="mt-3 flex max-w-4xl items-start gap-3 text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">
          {loginRequired ? <LockIcon className="mt-2 h-7 w-7 shrink-0 text-gold-400" /> : null}
          <span>{title}</span>
        </h1>
        {summary ? <p className="mt-4 max-w-2xl text-lg text-cream/90 sm:text-xl">{summary}</p> : null}
        {meta.length > 0 ? (
          <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-cream/75">
            {meta.map((item) => (
              <span key={item}>{item}</span>
            ))}
          </p>
        ) : null}
        {sponsors.length > 0 ? (
          <p className="mt-6 flex flex-wrap items-center gap-3 text-sm text-cream/80">
            <span>Sponsored by</span>
            {sponsors.map((sponsor) => (
              // The sponsor's logo, else its name, linking to the sponsor in a new tab.
              <a
                key={sponsor.text}
                href={safeHref(sponsor.linkUrl)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center rounded bg-white/95 px-2 py-1 font-semibold text-turf-900 hover:bg-white"
              >
                {sponsor.imageUrl ? (
                  <Image
                    src={sponsor.imageUrl}
                    alt={sponsor.text}
                    width={120}
                    height={40}
                    className="h-7 w-auto object-contain"
                  />
                ) : (
                  sponsor.text
                )}
              </a>
            ))}
          </p>
        ) : null}
      </div>
    </header>
  );
}
