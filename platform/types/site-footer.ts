/** A link the footer shows: where it goes, its words, and whether it opens a new tab. */
export interface FooterLink {
  href: string;
  label: string;
  newTab: boolean;
}

/** A social channel of the venue: the network's name names the link for screen readers. */
export interface SocialLink extends FooterLink {
  network: string;
}

export interface FooterPartner {
  name: string;
  logo: string | null;
  href: string | null;
}

/** The site footer's editable content (content item 'site-footer'); every part may be missing. */
export interface SiteFooterContent {
  address: string | null;
  map: FooterLink | null;
  directions: FooterLink | null;
  social: SocialLink[];
  partners: FooterPartner[];
  allPartners: FooterLink | null;
  gambleResponsibly: FooterLink | null;
}
