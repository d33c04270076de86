import { useId, type ReactNode } from 'react';
import { executeFeed } from '@/platform/content/feeds';
import type { ArticleSummary } from '@/platform/types/article';
import { CardLink } from '@/ui/cards/card-link';
import type { FaqCardsProps } from './faq-cards-schema';

/** One FAQ topic: its title links to the topic's page (/faqs/{slug}), its summary says what it covers. */
function FaqCard({ summary }: { summary: ArticleSummary }) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-turf-900/10 transition duration-300 hover:-translate-y-1 hover:shadow-xl">
      <span
        aria-hidden="true"
        className="flex h-11 w-11 items-center justify-center rounded-full bg-turf-900 font-display text-xl font-bold text-gold-400"
      >
        ?
      </span>
      <h3 className="mt-5 heading-sub text-turf-950 decoration-gold-500 decoration-2 underline-offset-4 group-hover:underline">
        <CardLink link={summary.link}>{summary.title}</CardLink>
      </h3>
      {summary.summary ? <p className="mt-2 text-ink/75">{summary.summary}</p> : null}
      <span aria-hidden="true" className="mt-auto pt-5 text-sm font-semibold text-turf-700">
        See the answers <span className="inline-block transition-transform group-hover:translate-x-1">→</span>
      </span>
    </article>
  );
}

function FaqCardsLayout({ title, topics }: { title: string | undefined; topics: ArticleSummary[] }) {
  const titleId = useId();
  return (
    <section className="bg-cream py-section text-ink">
      <div className="container-page">
        {title ? (
          <h2 id={titleId} className="mb-stack heading-section">
            {title}
          </h2>
        ) : null}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {topics.map((topic) => (
            <li key={topic.id}>
              <FaqCard summary={topic} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The FAQ feed loaded on the server and drawn as topic cards. A missing or failed feed logs a warning
 * and renders nothing; an empty one renders nothing.
 */
export async function FaqCardsContent({ title, sourceSystemId }: FaqCardsProps): Promise<ReactNode> {
  if (!sourceSystemId) {
    console.warn('faq-cards without a feed (no sourceSystemId); it is skipped');
    return null;
  }
  let topics: ArticleSummary[];
  try {
    const feed = await executeFeed(sourceSystemId);
    if (!feed) {
      console.warn(`FAQ feed ${sourceSystemId} was not found; the faq-cards block is skipped`);
      return null;
    }
    topics = feed.articles;
  } catch (error) {
    console.warn(
      `FAQ feed ${sourceSystemId} failed to load; the faq-cards block is skipped: ${String(error)}`,
    );
    return null;
  }
  return topics.length > 0 ? <FaqCardsLayout title={title} topics={topics} /> : null;
}

/** faq-cards, rendered with the page once its feed has loaded (docs/decisions/0014). */
export function FaqCardsBlock(props: FaqCardsProps) {
  return <FaqCardsContent {...props} />;
}
