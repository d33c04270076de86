// A raceday's essentials: what a fan needs at the course when the phone network is saturated. The
// offline worker fetches them in the background while the fan reads the raceday's page.

/** The raceday pages' addresses (/racedays/{slug}/{dayPage}). */
const RACEDAY = /^\/racedays\/([^/?#]+)/;

/**
 * The venue's pages every raceday needs, among the site's fixed content paths: tickets, the way there
 * and the course map, whose pictures are kept too.
 */
export const VENUE_ESSENTIALS = {
  tickets: '/tickets',
  gettingHere: '/plan-visit/getting-here',
  courseMap: '/maps',
} as const;

/** The raceday a path belongs to ('/racedays/royal-kingsmere-week'), or null for any other page. */
export function racedayOf(path: string): string | null {
  const match = RACEDAY.exec(path);
  return match ? `/racedays/${match[1]}` : null;
}

/**
 * The addresses to keep for the raceday page at `path`, whose links are `links` (addresses on this site):
 * the raceday, the page shown and the raceday's other day pages, then the venue's essentials.
 */
export function racedayEssentials(path: string, links: readonly string[]): string[] {
  const raceday = racedayOf(path);
  if (!raceday) return [];
  const days = links.filter((link) => link === raceday || link.startsWith(`${raceday}/`));
  return [...new Set([raceday, path, ...days, ...Object.values(VENUE_ESSENTIALS)])];
}
