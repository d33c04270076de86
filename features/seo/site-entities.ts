import 'server-only';
import { compact } from './content-values';
import type { SiteIdentity } from './site-identity';

/** The venue as the publisher of news and the organiser of events. */
export function venueOrganization(site: SiteIdentity) {
  return compact({
    '@type': 'Organization',
    name: site.name,
    url: `${site.url}/`,
    logo: site.logoUrl ? { '@type': 'ImageObject', url: site.logoUrl } : null,
  });
}

/** The venue as the place events happen. */
export function venuePlace(site: SiteIdentity) {
  return { '@type': 'Place', name: site.name, url: `${site.url}/` };
}

/** An author line: the venue's own name stands for the organisation, any other for a person. */
export function authorEntity(name: string | null, site: SiteIdentity) {
  if (!name) return null;
  return name.toLowerCase() === site.name.toLowerCase()
    ? { '@type': 'Organization', name, url: `${site.url}/` }
    : { '@type': 'Person', name };
}
