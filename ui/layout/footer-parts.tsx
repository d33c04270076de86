import { isExternalHref } from '@/platform/shared/hrefs';
import type { FooterLink, SocialLink } from '@/platform/types/site-footer';
import { SiteLink as Link } from '@/ui/link/site-link.client';
import { SocialIcon } from './social-icon';

/** An outside address opens in a new tab (SiteLink); its name tells a screen reader so. */
function nameOf(link: FooterLink): string | undefined {
  return isExternalHref(link.href) ? `${link.label} (opens in a new tab)` : undefined;
}

function PinIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4 shrink-0 fill-none stroke-current stroke-2"
    >
      <path d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </svg>
  );
}

/** The venue's address, with the way to it on a map and the directions page. */
export function VenueAddress({
  address,
  map,
  directions,
}: {
  address: string | null;
  map: FooterLink | null;
  directions: FooterLink | null;
}) {
  if (!address && !map && !directions) return null;
  const linkClass = 'inline-flex items-center gap-1.5 font-semibold text-cream hover:text-gold-400';
  return (
    <div className="mt-6 space-y-2 text-sm">
      {address ? <address className="max-w-xs not-italic">{address}</address> : null}
      {map ? (
        <p>
          <Link href={map.href} aria-label={nameOf(map)} className={linkClass}>
            <PinIcon />
            {map.label}
          </Link>
        </p>
      ) : null}
      {directions ? (
        <p>
          <Link href={directions.href} className="underline-offset-4 hover:text-gold-400 hover:underline">
            {directions.label}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** The venue's social channels as icons; each link is named by its label ('… on Instagram'). */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul aria-label="Follow us" className="mt-6 flex flex-wrap gap-2">
      {links.map((social) => (
        <li key={social.href}>
          <Link
            href={social.href}
            aria-label={nameOf(social) ?? social.label}
            title={social.network}
            className="flex h-10 w-10 items-center justify-center rounded-full border border-cream/25 text-cream hover:border-gold-400 hover:text-gold-400"
          >
            <SocialIcon network={social.network} />
            <span className="sr-only">{social.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The closing line: copyright, and the age and safer-gambling message with its link. */
export function FooterBaseline({ venue, gamble }: { venue: string; gamble: FooterLink | null }) {
  return (
    <div className="border-t border-cream/10">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-6 text-xs sm:flex-row sm:justify-between lg:px-8">
        <p>© {venue}</p>
        <p className="flex items-center gap-3">
          <span className="rounded-full border border-cream/40 px-2 py-0.5 font-bold text-cream">18+</span>
          {gamble ? (
            <Link
              href={gamble.href}
              aria-label={nameOf(gamble)}
              className="font-semibold text-cream underline underline-offset-4 hover:text-gold-400"
            >
              {gamble.label}
            </Link>
          ) : (
            <span>Please gamble responsibly.</span>
          )}
        </p>
      </div>
    </div>
  );
}
