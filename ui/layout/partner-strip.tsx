import type { FooterLink, FooterPartner } from '@/platform/types/site-footer';
import { Image } from '@/ui/image/image';
import { SiteLink as Link } from '@/ui/link/site-link.client';

// Logos are drawn 480×180; each sits whole inside a tile of that shape (object-contain), never cropped.
const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 60;

function PartnerMark({ partner }: { partner: FooterPartner }) {
  return partner.logo ? (
    <Image
      src={partner.logo}
      alt={partner.name}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      className="h-full w-full rounded-md object-contain"
    />
  ) : (
    <span className="px-2 text-center font-display text-sm font-bold text-cream">{partner.name}</span>
  );
}

/** The venue's partners as a row of logos on light tiles, each linking to the partner's page. */
export function PartnerStrip({ partners, all }: { partners: FooterPartner[]; all: FooterLink | null }) {
  if (partners.length === 0) return null;
  // A tile has the logos' own shape, so a logo fills it whole; one without a logo shows its name.
  const tile =
    'flex aspect-[8/3] items-center justify-center rounded-md bg-cream/5 ring-1 ring-cream/15 transition hover:ring-gold-400';
  return (
    <section aria-labelledby="footer-partners" className="border-t border-cream/10">
      <div className="mx-auto max-w-7xl px-4 py-8 lg:px-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="footer-partners"
            className="font-sans text-xs font-bold tracking-widest text-gold-400 uppercase"
          >
            Our partners
          </h2>
          {all ? (
            <Link href={all.href} className="text-sm underline-offset-4 hover:text-gold-400 hover:underline">
              {all.label}
            </Link>
          ) : null}
        </div>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li key={partner.name}>
              {partner.href ? (
                <Link href={partner.href} className={tile}>
                  <PartnerMark partner={partner} />
                </Link>
              ) : (
                <span className={tile}>
                  <PartnerMark partner={partner} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
