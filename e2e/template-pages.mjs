// Every template of the site, by a page that shows it, and the widths a person sees them at: a phone's
// and a desktop's. The visual suite (e2e/visual.spec.ts) visits each once for its layout checks and its
// screenshot comparison; `npm run screenshots` goes through the same list.
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

/** @type {readonly [375, 1440]} */
export const WIDTHS = [375, 1440];

/** The window's height at a width: a phone's or a laptop's. */
export const heightAt = (/** @type {number} */ width) => (width < 600 ? 800 : 900);

/**
 * Runs in the page (`page.evaluate(awaitEveryPicture)`): a whole-page picture shows what lies below the
 * screen too, so every lazy image is asked for at once and each is awaited until it has arrived (or
 * failed), then the fonts, and the page goes back to its top. Answers the addresses of the pictures
 * still on their way after 15 s: none on a healthy page, whose pictures end the wait themselves.
 * @returns {Promise<string[]>}
 */
export async function awaitEveryPicture() {
  const images = [...document.images];
  for (const image of images) image.loading = 'eager';
  const pending = new Set(images);
  const settled = images.map((image) =>
    image
      .decode()
      .catch(() => undefined)
      .then(() => pending.delete(image)),
  );
  await Promise.race([Promise.all(settled), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  await document.fonts.ready;
  window.scrollTo(0, 0);
  return [...pending].map((image) => image.currentSrc || image.src);
}
