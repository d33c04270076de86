import 'server-only';
import type { Article } from '@/platform/types/article';
import { absoluteUrl } from './absolute-url';
import { canonicalPath } from './canonical-path';
import { compact, text } from './content-values';
import { eventCardFacts, type EventCardFacts } from './event-card-facts';
import type { JsonLdObject } from './json-ld-types';
import { venueOrganization, venuePlace } from './site-entities';
import { siteIdentity, type SiteIdentity } from './site-identity';

function offerOf(facts: EventCardFacts, site: SiteIdentity) {
  if (!facts.price && !facts.availability) return null;
  return compact({
    '@type': 'Offer',
    price: facts.price,
    priceCurrency: facts.price ? 'GBP' : null,
    availability: facts.availability ? `https://schema.org/${facts.availability}` : null,
    url: absoluteUrl(facts.ticketsLink, site.url),
  });
}

/**
 * schema.org Event for a race day or non-racing event, from its event-card block. Null when no event
 * date can be read: an event without a date tells a search engine nothing it can use. The date stays a
 * calendar day: the card gives no time zone, and its time line ("Gates 16:30 · First race 18:00") is prose.
 */
export function eventJsonLd(article: Article, site: SiteIdentity = siteIdentity()): JsonLdObject | null {
  const facts = eventCardFacts(article.blocks);
  if (!facts?.startDate) return null;
  const hero = article.hero?.heroImage;
  const image = absoluteUrl(hero && !hero.isFallback ? hero.src : facts.image, site.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    ...compact({
      name: text(article.title) ?? facts.title,
      description: text(article.summary) ?? facts.description,
      startDate: facts.startDate,
      endDate: facts.endDate,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: venuePlace(site),
      image: image ? [image] : null,
      url: absoluteUrl(canonicalPath(article), site.url),
      organizer: venueOrganization(site),
      offers: offerOf(facts, site),
    }),
  };
}
