// Every template of the site, by a page that shows it, and the widths a person sees them at: a phone's
// and a desktop's. The layout checks and the screenshot comparisons go through the same list.
export const TEMPLATES = {
  home: '/',
  article: '/content/silver-lantern-wins-summer-mile',
  news: '/news',
  'category list': '/news/racing',
  racedays: '/racedays',
  raceday: '/racedays/royal-kingsmere-week',
  'event day': '/racedays/royal-kingsmere-week/day-one',
  royal: '/royal-kingsmere',
  membership: '/memberships/queen-anne',
  hospitality: '/hospitality',
  'plan your visit': '/plan-visit',
  faqs: '/faqs',
  search: '/search-results?query=gold',
  partners: '/official-partners',
  'not found': '/no-such-page-at-all',
};

export const WIDTHS = [375, 1440];

/** The window's height at a width: a phone's or a laptop's. */
export const heightAt = (width) => (width < 600 ? 800 : 900);
