import type { ArticleSummary } from '@/platform/types/article';

// Without JavaScript the site shows (see app/globals.css), so the takeover becomes a banner with its
// dismissal form: while it runs, the server keeps sending an undismissed visitor back to /.
export function TakeoverNoscript({ lead, venue }: { lead: ArticleSummary; venue: string }) {
  return (
    <noscript>
      <section aria-label={lead.title} className="bg-turf-950 px-4 py-6 text-center text-cream">
        <p className="font-display text-2xl">{lead.title}</p>
        {lead.summary ? <p className="mt-2 text-cream/85">{lead.summary}</p> : null}
        <form action="/api/takeover" method="post" className="mt-4">
          <button
            type="submit"
            className="rounded-full bg-gold-500 px-6 py-2 text-base font-semibold text-turf-950"
          >
            Continue to {venue}
          </button>
        </form>
      </section>
    </noscript>
  );
}
