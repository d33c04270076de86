import 'server-only';
import { matchPage } from '@/features/routing/match-page';
import { listAllArticles } from '@/features/seo/list-all-articles';
import { getArticleBySlug } from '@/platform/content/articles';
import { getRedirects } from '@/platform/content/redirects';
import { getSettings } from '@/platform/settings';
import { mapInGroups } from '@/platform/shared/map-in-groups';
import { findInBlocks, redirectProblems, type Problem, type ProblemKind } from './find-problems';

/** A picture file larger than this slows the first view of every size made from it. */
export const OVERSIZED_IMAGE_BYTES = 5 * 1024 * 1024;
/** How many articles, paths or pictures are asked about at once. */
const AT_ONCE = 8;
/** The most distinct pictures whose size is asked for in one report. */
const MAX_IMAGES_CHECKED = 500;

export interface HealthReport {
  /** When the report was made (ISO 8601). */
  checkedAt: string;
  /** How many articles were read. */
  articles: number;
  counts: Record<ProblemKind, number>;
  problems: Problem[];
}

const KINDS: ProblemKind[] = [
  'unknown-block',
  'malformed-block',
  'broken-link',
  'missing-alt',
  'oversized-image',
  'dropped-iframe',
  'redirect-chain',
  'redirect-loop',
];

/** Whether a path of the site is a page (an article, a list, a screen); null when that cannot be told now. */
async function isPage(path: string): Promise<boolean | null> {
  try {
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    return (await matchPage(segments)).kind !== 'not-found';
  } catch {
    return null;
  }
}

/** A picture's size in bytes from its host, or null when the host does not say in time. */
async function imageBytes(src: string): Promise<number | null> {
  try {
    const response = await fetch(src, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    const length = Number(response.headers.get('content-length'));
    return response.ok && Number.isFinite(length) && length > 0 ? length : null;
  } catch {
    return null;
  }
}

/**
 * The content health report: every article the sitemap lists, read as the site reads it, with what
 * the site met and worked around in each (blocks it could not show, links to no page, pictures without
 * alt text or too large, embeds it left out) and the redirects that chain or loop.
 * Throws UpstreamUnavailableError when the content service cannot list the articles.
 */
export async function contentHealthReport(): Promise<HealthReport> {
  const { siteUrl, embedHosts } = getSettings();
  const summaries = await listAllArticles();
  const problems: Problem[] = [];
  const links = new Map<string, { article: string; block: Problem['block'] }[]>();
  const images = new Map<string, { article: string; block: Problem['block'] }[]>();
  const read = await mapInGroups(summaries, AT_ONCE, async ({ slug }) => {
    try {
      return { slug, article: await getArticleBySlug(slug) };
    } catch {
      return { slug, article: null };
    }
  });
  for (const { slug, article } of read) {
    if (!article) continue;
    const found = findInBlocks(article.blocks, slug, siteUrl, embedHosts);
    problems.push(...found.problems);
    for (const { path, block } of found.links)
      links.set(path, [...(links.get(path) ?? []), { article: slug, block }]);
    for (const { src, block } of found.images) {
      if (/^https?:\/\//.test(src)) images.set(src, [...(images.get(src) ?? []), { article: slug, block }]);
    }
  }
  const paths = [...links.keys()];
  const pages = await mapInGroups(paths, AT_ONCE, isPage);
  paths.forEach((path, index) => {
    if (pages[index] !== false) return;
    for (const { article, block } of links.get(path)!) {
      problems.push({ kind: 'broken-link', article, block, detail: `A link to ${path}, which is no page` });
    }
  });
  const sources = [...images.keys()].slice(0, MAX_IMAGES_CHECKED);
  const sizes = await mapInGroups(sources, AT_ONCE, imageBytes);
  sources.forEach((src, index) => {
    const bytes = sizes[index];
    if (bytes === null || bytes === undefined || bytes <= OVERSIZED_IMAGE_BYTES) return;
    for (const { article, block } of images.get(src)!) {
      const size = `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      problems.push({ kind: 'oversized-image', article, block, detail: `A picture of ${size}: ${src}` });
    }
  });
  problems.push(...redirectProblems(await getRedirects().catch(() => [])));
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<ProblemKind, number>;
  for (const problem of problems) counts[problem.kind] += 1;
  return { checkedAt: new Date().toISOString(), articles: summaries.length, counts, problems };
}
