// The race-day mix (issue 15): 70% of requests for pages a crowd reads (home, race days, articles, the
// venue's fixed pages), 30% for what it presses (news 'Load more', category lists, filters, searches),
// every address taken from the content pack, so a new pack gets its own mix.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Share of the mix that is list, filter and search pages. */
export const LIST_SHARE = 0.3;

/**
 * The heaviest pages the site serves, read like any other: the block gallery (every block, the
 * site's largest payload and its longest policy) and the pack's article of 50 embeds and 20 inline
 * scripts (sandbox/scripts/pack/special.ts).
 */
export const HEAVIEST_PAGES = ['/_blocks', '/content/fifty-embeds-from-the-paddock'];

const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * What the mix reads of the pack's articles and categories.
 * @typedef {{ slug: string; heroMedia?: { title?: string }; categories?: { id: string }[] }} PackArticle
 * @typedef {{ id: string; slug: string; parentId?: string }} PackCategory
 */

// Words worth searching for: the longer words of the news headlines, as a crowd would type them.
/**
 * @param {PackArticle[]} articles
 * @param {number} count
 * @returns {string[]}
 */
function searchWords(articles, count) {
  /** @type {Set<string>} */
  const seen = new Set();
  for (const article of articles) {
    for (const word of String(article.heroMedia?.title ?? '')
      .toLowerCase()
      .split(/[^a-z]+/)) {
      if (word.length >= 5) seen.add(word);
    }
  }
  return [...seen].slice(0, count);
}

/**
 * The mix's addresses from a content pack folder: `cached` (read) and `lists` (pressed).
 * @param {string} packDir
 * @returns {{ cached: string[]; lists: string[] }}
 */
export function raceDayPaths(packDir) {
  /** @type {string[]} */
  const fixed = readJson(path.join(packDir, 'fixed-paths.json')).map(
    (/** @type {{ path: string }} */ entry) => entry.path,
  );
  /** @type {PackCategory[]} */
  const categories = readJson(path.join(packDir, 'categories.json'));
  /** @type {PackArticle[]} */
  const articles = readdirSync(path.join(packDir, 'articles'))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => readJson(path.join(packDir, 'articles', file)));
  const byId = new Map(categories.map((category) => [category.id, category]));
  const inCategory = (/** @type {string} */ slug) =>
    articles.filter((article) => article.categories?.some((c) => byId.get(c.id)?.slug === slug));
  const news = [...inCategory('news'), ...inCategory('news-racing')];

  const cached = [
    '/',
    '/racedays',
    '/video',
    ...fixed.filter((address) => address !== '/home'),
    ...[...new Set(news.map((article) => article.slug))].map((slug) => `/content/${slug}`),
    ...HEAVIEST_PAGES,
  ];
  // News categories as the site addresses them (news-racing is /news/racing), each with its first pages.
  const newsCategories = categories
    .filter((category) => byId.get(/** @type {string} */ (category.parentId))?.slug === 'news')
    .map((category) => `/news/${category.slug.replace(/^news-/, '')}`);
  const filters = categories
    .filter(
      (category) => byId.get(/** @type {string} */ (category.parentId))?.parentId === 'cat-whats-on-filters',
    )
    .map((category) => category.slug);
  const lists = [
    ...[1, 2, 3].map((page) => `/news?page=${page}`),
    ...newsCategories.flatMap((address) => [address, `${address}?page=1`]),
    ...filters.map((filter) => `/horse-races-and-events?filter=${filter}`),
    ...searchWords(news, 20).map((word) => `/search-results?query=${word}`),
  ];
  return { cached, lists };
}

const luaList = (/** @type {string[]} */ paths) => `{ ${paths.map((p) => JSON.stringify(p)).join(', ')} }`;

/**
 * A Lua `path(id, n)` for bench/load.mjs: of every ten requests three are list pages, in turn, and
 * seven cached pages, in turn; each wrk thread starts at its own place.
 * @param {{ cached: string[]; lists: string[] }} paths
 * @returns {string}
 */
export function mixLua({ cached, lists }) {
  const listsPerTen = Math.round(LIST_SHARE * 10);
  return `
local cached = ${luaList(cached)}
local lists = ${luaList(lists)}
function path(id, n)
  local k = n + id * 7919
  local turn = math.floor(k / 10)
  if k % 10 < ${listsPerTen} then
    return lists[((turn * ${listsPerTen} + k % 10) % #lists) + 1]
  end
  return cached[((turn * ${10 - listsPerTen} + k % 10) % #cached) + 1]
end`;
}
