// The category tree. Ids are 'cat-' + slug so they never equal a slug by accident.
import { CLIENT_ID } from './model';

export interface CategoryRow {
  id: string;
  clientId: string;
  text: string;
  slug: string;
  parentId: string | null;
  lastModified: string;
  tags: string[];
}

const rows: [slug: string, text: string, parent: string | null][] = [
  ['news', 'News', null],
  ['news-racing', 'Racing', 'news'],
  ['news-royal-kingsmere', 'Royal Kingsmere', 'news'],
  ['news-venue', 'Venue', 'news'],
  ['news-community', 'Community', 'news'],
  ['news-hospitality', 'Hospitality', 'news'],
  ['video', 'Video', null],
  ['video-highlights', 'Race Highlights', 'video'],
  ['video-features', 'Features', 'video'],
  ['video-royal-kingsmere', 'Royal Kingsmere', 'video'],
  ['video-kingsmere-tv', 'Kingsmere TV', 'video'],
  ['utility', 'Utility', null],
  ['external', 'External', null],
  ['project-takeover', 'Project Takeover', null],
  ['racedays', 'Racedays', null],
  ['non-racing-events', 'Non-Racing Events', null],
  ['royal-kingsmere', 'Royal Kingsmere', null],
  ['memberships', 'Memberships', null],
  ['plan-visit', 'Plan Your Visit', null],
  ['faqs', 'FAQs', null],
  ['horse-races-and-events', 'Horse Races and Events', null],
  ['enclosures', 'Enclosures', null],
  ['what-to-wear', 'What to Wear', null],
  ['tcs-page', 'Terms and Conditions', null],
  ['kingsmere-policies', 'Kingsmere Policies', null],
  ['restaurants', 'Restaurants', null],
  ['bars', 'Bars', null],
  ['private-boxes', 'Private Boxes', null],
  ['enquiry-forms', 'Enquiry Forms', null],
  ['conferences-and-events', 'Conferences and Events', null],
  ['weddings', 'Weddings', null],
  ['christmas-parties', 'Christmas Parties', null],
  ['community', 'Community', null],
  ['owners-and-trainers', 'Owners and Trainers', null],
  ['partners', 'Partners', null],
  ['licensees', 'Licensees', null],
  ['careers', 'Careers', null],
  ['betting', 'Betting', null],
  ['millinery', 'Millinery', null],
  ['tickets', 'Tickets', null],
  ['packages', 'Packages', null],
  // what's-on listing and its filter taxonomy (master filter: groups are children, options grandchildren)
  ['whats-on', "What's On", null],
  ['whats-on-filters', "What's On Filters", null],
  ['filter-event-type', 'Event type', 'whats-on-filters'],
  ['filter-flat-racing', 'Flat racing', 'filter-event-type'],
  ['filter-jump-racing', 'Jump racing', 'filter-event-type'],
  ['filter-family', 'Family', 'filter-event-type'],
  ['filter-music', 'Music', 'filter-event-type'],
  ['filter-food-and-drink', 'Food and drink', 'filter-event-type'],
  ['filter-season', 'Season', 'whats-on-filters'],
  ['filter-spring', 'Spring', 'filter-season'],
  ['filter-summer', 'Summer', 'filter-season'],
  ['filter-autumn', 'Autumn', 'filter-season'],
  ['filter-winter', 'Winter', 'filter-season'],
  ['filter-time-of-day', 'Time of day', 'whats-on-filters'],
  ['filter-daytime', 'Daytime', 'filter-time-of-day'],
  ['filter-evening', 'Evening', 'filter-time-of-day'],
  // the header's section for the experiences (restaurants, private boxes, weddings…); its page is /hospitality
  ['hospitality', 'Hospitality', null],
];

export const catId = (slug: string): string => `cat-${slug}`;

export const CATEGORIES: CategoryRow[] = rows.map(([slug, text, parent], index) => ({
  id: catId(slug),
  clientId: CLIENT_ID,
  text,
  slug,
  parentId: parent ? catId(parent) : null,
  lastModified: `@now-${30 + index}d`,
  tags: [],
}));

const bySlug = new Map(CATEGORIES.map((row) => [row.slug, row]));

export function category(slug: string): CategoryRow {
  const row = bySlug.get(slug);
  if (!row) throw new Error(`unknown category slug "${slug}"`);
  return row;
}

/** spec: path = slugs up the parent chain; a child slug starting with its parent's slug + '-' loses that prefix. */
export function categoryPath(slug: string): string {
  const row = category(slug);
  const parent = row.parentId ? CATEGORIES.find((candidate) => candidate.id === row.parentId) : undefined;
  if (!parent) return `/${row.slug}`;
  const own = row.slug.startsWith(`${parent.slug}-`) ? row.slug.slice(parent.slug.length + 1) : row.slug;
  return `${categoryPath(parent.slug)}/${own}`;
}
