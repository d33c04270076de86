import type { ReactNode } from 'react';
import type { SiteFooterContent } from '@/platform/types/site-footer';
import { SiteLink as Link } from '@/ui/link/site-link.client';
import { FooterBaseline, SocialLinks, VenueAddress } from './footer-parts';
import type { NavItem } from './nav-types';
import { PartnerStrip } from './partner-strip';
import { Wordmark } from './wordmark';

interface SiteFooterProps {
  venue: string;
  product: string;
  nav: NavItem[];
  /** The editable parts (address, social channels, partners, safer gambling); null while unavailable. */
  content?: SiteFooterContent | null;
  /** The 'cookie preferences' control, last in the small print, when a consent platform runs. */
  preferences?: ReactNode;
}

export function SiteFooter({ venue, product, nav, content = null, preferences }: SiteFooterProps) {
  const visit: NavItem[] = [
    { label: 'Directions', href: '/directions', children: [] },
    { label: 'Accessibility', href: '/accessibility', children: [] },
    { label: 'Contact us', href: '/contact-us', children: [] },
    { label: 'Careers', href: '/careers', children: [] },
  ];
  const legal: NavItem[] = [
    { label: 'Privacy policy', href: `/${product}-policies/privacy`, children: [] },
    { label: 'Cookie policy', href: '/cookie-policy', children: [] },
    { label: 'Terms and conditions', href: '/tcs-page/introduction', children: [] },
  ];
  return (
    <footer className="mt-16 bg-turf-950 text-cream/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr] lg:px-8">
        <div>
          <Wordmark venue={venue} />
          <p className="mt-4 max-w-xs text-sm">
            Flat and jumps racing, royal occasions and unforgettable days out.
          </p>
          <VenueAddress
            address={content?.address ?? null}
            map={content?.map ?? null}
            directions={content?.directions ?? null}
          />
          <SocialLinks links={content?.social ?? []} />
        </div>
        <FooterList title="Explore" items={nav.slice(0, 6)} />
        <FooterList title="Your visit" items={visit} />
        <FooterList title="The small print" items={legal} extra={preferences} />
      </div>
      <PartnerStrip partners={content?.partners ?? []} all={content?.allPartners ?? null} />
      <FooterBaseline venue={venue} gamble={content?.gambleResponsibly ?? null} />
    </footer>
  );
}

function FooterList({ title, items, extra }: { title: string; items: NavItem[]; extra?: ReactNode }) {
  return (
    <div>
      <h2 className="font-sans text-xs font-bold tracking-widest text-gold-400 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="hover:text-gold-400">
              {item.label}
            </Link>
          </li>
        ))}
        {extra ? <li>{extra}</li> : null}
      </ul>
    </div>
  );
}
