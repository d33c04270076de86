import { LockIcon } from '@/ui/icons/lock-icon';
import { cardMeta, type CardMetaSource } from './card-meta';

type Tone = 'light' | 'dark';

/** The display category above the title, and the lock for articles that require a login. */
export function CardKicker({
  text,
  locked,
  tone,
}: {
  text: string | undefined;
  locked: boolean;
  tone: Tone;
}) {
  if (!text && !locked) return null;
  return (
    <div className="flex min-h-5 items-center gap-3">
      {text ? (
        <p
          className={`text-xs font-bold tracking-[0.18em] uppercase ${tone === 'dark' ? 'text-gold-400' : 'text-turf-600'}`}
        >
          {text}
        </p>
      ) : null}
      {locked ? <LockIcon className="ml-auto h-4 w-4 shrink-0 text-gold-500" /> : null}
    </div>
  );
}

/** Date (en-AU, day and short month): an event's days, or a story's date and read time. */
export function CardMetaLine({
  article,
  className,
  tone,
}: {
  article: CardMetaSource;
  className: string;
  tone: Tone;
}) {
  const meta = cardMeta(article);
  if (!meta.date && !meta.readTime) return null;
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm ${className}`}>
      {meta.date ? <time dateTime={meta.dateTime ?? undefined}>{meta.date}</time> : null}
      {meta.date && meta.readTime ? (
        <span aria-hidden="true" className={tone === 'dark' ? 'text-gold-400' : 'text-gold-500'}>
          •
        </span>
      ) : null}
      {meta.readTime ? <span>{meta.readTime}</span> : null}
    </p>
  );
}
