// Loads a content pack folder into memory, or throws a PackError listing every problem found.
import path from 'node:path';
import { checkBlockReferences } from './block-references';
import { crossCheck } from './cross-check';
import { PackError, PackIssues } from './issues';
import { readPackFiles } from './read-files';
import type { Article, Category, ContentItem, Fan, Feed, PackInfo, Placement, Poll, Video } from './schema';

export interface Pack {
  dir: string;
  imagesDir: string;
  info: PackInfo;
  categories: Category[];
  /** Articles as served: each `categories[]` entry carries the category's text and slug. */
  articles: Article[];
  contentItems: ContentItem[];
  feeds: Feed[];
  placements: Placement[];
  polls: Poll[];
  fans: Fan[];
  videos: Video[];
  /** Problems that do not stop the sandbox (blocks naming things the pack lacks). */
  warnings: string[];
}

export function loadPack(packDir: string, now: Date = new Date()): Pack {
  const dir = path.resolve(packDir);
  const issues = new PackIssues();
  const files = readPackFiles(dir, issues, now);
  crossCheck(dir, files, issues);
  if (issues.lines.length > 0 || !files.info) throw new PackError(dir, issues.lines);
  const warnings = new PackIssues();
  checkBlockReferences(files, warnings);

  const categories = files.categories.map(({ value }) => value);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const articles = files.articles.map(({ value }) => ({
    ...value,
    categories: value.categories.map((entry) => {
      const category = byId.get(entry.id);
      return category ? { ...entry, text: category.text, slug: category.slug } : entry;
    }),
  }));

  return {
    dir,
    imagesDir: path.join(dir, 'images'),
    info: files.info,
    categories,
    articles,
    contentItems: files.contentItems.map(({ value }) => value),
    feeds: files.feeds.map(({ value }) => value),
    placements: files.placements.map(({ value }) => value),
    polls: files.polls.map(({ value }) => value),
    fans: files.fans.map(({ value }) => value),
    videos: files.videos.map(({ value }) => value),
    warnings: warnings.lines,
  };
}
