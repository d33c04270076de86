import { ListHeader } from '@/features/lists/list-header';
import type { Shell } from '@/features/navigation/load-shell';
import { SiteLink as Link } from '@/ui/link/site-link.client';
import { KeptPages } from './kept-pages.client';

/**
 * The site's own page for an address this phone has not kept while there is no network (the offline
 * worker precaches it): what the phone keeps, with links, and the venue's key facts from the content
 * service (its name, address, the way there and today's notice), as they were when the page was kept.
 */
export function OfflinePage({ shell }: { shell: Pick<Shell, 'venue' | 'footer' | 'notice'> }) {
  const { venue, footer, notice } = shell;
  return (
    <>
      <ListHeader
        kicker={venue}
        title="You are offline"
        intro="This page is not kept on this phone. The pages below are, and open without a connection."
      />
      <div className="container-page grid gap-x-12 py-section lg:grid-cols-3">
        <section aria-labelledby="kept-heading" className="lg:col-span-2">
          <h2 id="kept-heading" className="heading-section">
            Kept on this phone
          </h2>
          <KeptPages />
        </section>
        <section aria-labelledby="venue-heading" className="mt-section lg:mt-0">
          <h2 id="venue-heading" className="heading-section">
            {venue}
          </h2>
          <dl className="mt-stack space-y-4">
            {notice ? (
              <div>
                <dt className="eyebrow text-turf-700">Today</dt>
                <dd className="mt-1">
                  <strong>{notice.title}</strong>
                  {notice.summary ? <span className="block text-ink/80">{notice.summary}</span> : null}
                </dd>
              </div>
            ) : null}
            {footer?.address ? (
              <div>
                <dt className="eyebrow text-turf-700">Address</dt>
                <dd className="mt-1">
                  <address className="not-italic">{footer.address}</address>
                </dd>
              </div>
            ) : null}
            {footer?.directions || footer?.map ? (
              <div>
                <dt className="eyebrow text-turf-700">Getting here</dt>
                <dd className="mt-1 flex flex-col items-start gap-1">
                  {[footer.directions, footer.map].map((link) =>
                    link ? (
                      <Link key={link.href} href={link.href} className="btn-link">
                        {link.label}
                      </Link>
                    ) : null,
                  )}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>
    </>
  );
}
