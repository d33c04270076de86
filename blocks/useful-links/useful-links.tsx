import { SiteLink } from '@/ui/link/site-link.client';
import type { UsefulLinksProps } from './useful-links-schema';

export function UsefulLinksBlock({ title, rows }: UsefulLinksProps) {
  return (
    <section className="container-page my-section">
      {title ? <h2 className="mb-stack heading-section">{title}</h2> : null}
      <ul className="max-w-measure divide-y divide-turf-100 border-y border-turf-100">
        {rows.map(({ link, description }) => (
          <li key={`${link.href}-${link.label}`}>
            <SiteLink
              href={link.href}
              {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="group flex items-center justify-between gap-4 py-4 hover:bg-turf-100/50"
            >
              <span>
                <span className="block font-semibold text-turf-800 group-hover:underline">{link.label}</span>
                {description ? <span className="block text-sm text-ink/70">{description}</span> : null}
                {link.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
              </span>
              <span
                aria-hidden="true"
                className="text-xl text-gold-500 transition-transform group-hover:translate-x-1"
              >
                →
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
