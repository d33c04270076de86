// The site footer's content item (key 'site-footer'): the venue's address and map, its social
// channels, the partner strip and the safer-gambling link. Editors change these, not the code.
import { type Json, custom, link, png } from './model';
import { PARTNERS } from './partners-data';

export const VENUE_ADDRESS = 'Kingsmere Park Racecourse, Mere Lane, Kingsmere, Berkshire KM4 7RP';
export const VENUE_MAP = 'https://maps.example.com/?q=Kingsmere+Park';

const SOCIAL: [network: string, href: string][] = [
  ['Facebook', 'https://www.facebook.com/KingsmerePark'],
  ['Instagram', 'https://www.instagram.com/kingsmerepark'],
  ['X', 'https://x.com/KingsmerePark'],
  ['YouTube', 'https://www.youtube.com/@KingsmerePark'],
  ['TikTok', 'https://www.tiktok.com/@kingsmerepark'],
];

// The premier partners, in the order the commercial team lists them; each has a drawn logo.
const STRIP = [
  'ridgeway-bank',
  'harrowgate-champagne',
  'longacre-motors',
  'fenwick-hale',
  'marlow-timepieces',
  'thistledown-gin',
];

export function siteFooter(): Json {
  const partners = STRIP.map((slug) => {
    const partner = PARTNERS.find((candidate) => candidate.slug === slug);
    if (!partner?.logo) throw new Error(`footer partner "${slug}" has no logo`);
    return {
      name_string: partner.name,
      logo_content: { image: png(partner.logo), altText: partner.name },
      link_content: link(partner.name, `/partners/${partner.slug}`),
    };
  });
  return {
    id: 'ci-site-footer',
    key: 'site-footer',
    title: 'Site footer',
    ...custom('site-footer', {
      address_string: VENUE_ADDRESS,
      map_content: link('Open in a map app', VENUE_MAP, true),
      directions_content: link('Directions and parking', '/directions'),
      socialLinks_custom: SOCIAL.map(([network, href]) => ({
        network_select: network,
        link_content: link(`Kingsmere Park on ${network}`, href, true),
      })),
      partners_custom: partners,
      allPartners_content: link('All our partners', '/official-partners'),
      gambleResponsibly_content: link('Gamble responsibly', 'https://www.begambleaware.org', true),
    }),
  };
}
