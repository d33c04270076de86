// Writes the bundled content pack (sandbox/content/*.json) from the sources in sandbox/scripts/pack/.
// Deterministic and re-runnable: the same sources give byte-identical files. Images are made
// separately by make-images.ts. Usage: npx tsx sandbox/scripts/build-pack.ts [--out DIR]
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { addArticle, articlePath, articles, drafts, fixedPaths } from './pack/articles';
import { CATEGORIES, categoryPath } from './pack/categories';
import { buildDrafts } from './pack/drafts';
import { buildEvents } from './pack/events';
import { buildInfo } from './pack/info';
import { buildLegal } from './pack/legal';
import { CLIENT_ID, PRODUCT, type Json } from './pack/model';
import { buildNews } from './pack/news';
import { buildRoyal } from './pack/royal';
import { contentItems, fans, feeds, placements, polls, videos } from './pack/services';
import { buildSpecial } from './pack/special';
import { buildTickets } from './pack/tickets';
import { buildVenues } from './pack/venues';

const outIndex = process.argv.indexOf('--out');
const outDir = path.resolve(
  outIndex >= 0 ? (process.argv[outIndex + 1] ?? '.') : path.join(__dirname, '../content'),
);

const pending: Promise<void>[] = [];

/**
 * Writes JSON formatted as the repository's Prettier would, so `npm run format` leaves it alone: the
 * settings are the bundled pack's own, wherever `--out` puts the files, so any run gives the same bytes.
 */
function write(relative: string, value: Json | object): void {
  const file = path.join(outDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  pending.push(
    resolveConfig(path.join(__dirname, '../content', relative)).then(async (config) => {
      writeFileSync(file, await format(JSON.stringify(value), { ...config, parser: 'json', filepath: file }));
    }),
  );
}

function globalNotice(): Json {
  addArticle({
    slug: 'global-notice-gates',
    title: 'Gates open at 11:00 for Family Funday Raceday',
    summary: 'Heavy traffic is expected on the A329: allow extra time, or take the train to Kingsmere Halt.',
    image: 'hero-course-map',
    heroLink: '/plan-visit/getting-here',
    singlePage: false,
    publish: '@now-2h',
    file: '__notice__',
    content: [],
  });
  const index = articles.findIndex((entry) => entry.file === '__notice__');
  const [notice] = articles.splice(index, 1);
  if (!notice) throw new Error('global notice missing');
  return notice.article;
}

/** Every internal link in the pack should lead somewhere; report the ones that do not. */
function checkLinks(): string[] {
  const known = new Set<string>(['/', '/news', '/packages', '/search-results', '/oauth2/', '/video']);
  for (const { article } of articles)
    known.add(
      articlePath({
        slug: article.slug as string,
        singlePage: article.singlePage as boolean,
        display: (article.displayCategory as { id: string } | undefined)?.id.replace(/^cat-/, ''),
      }),
    );
  for (const fixed of fixedPaths) known.add(fixed.path);
  for (const category of CATEGORIES) known.add(categoryPath(category.slug));
  const redirects = new Set<string>();
  const problems: string[] = [];
  const visit = (value: unknown, where: string, key = ''): void => {
    if (typeof value === 'string') {
      if (key === 'from_string') redirects.add(value);
      const links =
        key === 'link' || key === 'url' || key === 'to_string'
          ? [value]
          : [...value.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
      for (const href of links) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const target = (href.split(/[?#]/)[0] ?? '').toLowerCase();
        if (target && !known.has(target)) problems.push(`${where}: ${href}`);
      }
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, where));
    else if (value && typeof value === 'object')
      for (const [k, item] of Object.entries(value)) visit(item, where, k);
  };
  for (const { article } of articles) visit(article.content, article.slug as string);
  return problems.filter(
    (line) => ![...redirects].some((from) => line.endsWith(`: ${from}`)) && !line.includes('/videos/'),
  );
}

async function main(): Promise<void> {
  buildSpecial();
  buildEvents();
  buildTickets();
  buildRoyal();
  buildVenues();
  buildInfo();
  buildLegal();
  buildNews();
  buildDrafts();
  const notice = globalNotice();

  // start from a clean articles folder so removed groups do not linger
  rmSync(path.join(outDir, 'articles'), { recursive: true, force: true });
  write('pack.json', {
    name: 'kingsmere-park',
    clientId: CLIENT_ID,
    product: PRODUCT,
    venue: 'Kingsmere Park',
    // The block gallery's failing feed and poll (special.ts): they show how a block fails.
    deliberatelyMissing: ['feed-does-not-exist', 'poll-does-not-exist'],
  });
  write('categories.json', CATEGORIES);
  const files = new Map<string, Json[]>();
  for (const { file, article } of articles) files.set(file, [...(files.get(file) ?? []), article]);
  for (const [file, list] of [...files.entries()].sort(([a], [b]) => a.localeCompare(b)))
    write(`articles/${file}`, list);
  write('drafts.json', drafts);
  write('content-items.json', contentItems(notice));
  write('feeds.json', feeds());
  write('placements.json', placements());
  write('polls.json', polls());
  write('fans.json', fans());
  write('videos.json', videos());
  write(
    'fixed-paths.json',
    [...fixedPaths].sort((a, b) => a.group.localeCompare(b.group) || a.path.localeCompare(b.path)),
  );

  await Promise.all(pending);
  const problems = checkLinks();
  for (const line of problems) console.warn(`link to no page: ${line}`);
  const articleFiles = readdirSync(path.join(outDir, 'articles')).length;
  console.log(
    `${articles.length} articles in ${articleFiles} files, ${CATEGORIES.length} categories, ${fixedPaths.length} fixed paths, written to ${path.relative(process.cwd(), outDir) || '.'}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
