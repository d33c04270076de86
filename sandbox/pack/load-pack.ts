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
  /** Unpublished versions, answered only to a preview request (drafts.json), served as articles are. */
  drafts: Article[];
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
  const served = ({ value }: { value: Article }): Article => ({
    ...value,
    categories: value.categories.map((entry) => {
      const category = byId.get(entry.id);
      return category ? { ...entry, text: category.text, slug: category.slug } : entry;
    }),
  });
  const articles = files.articles.map(served);

  return {
    dir,
    imagesDir: path.join(dir, 'images'),
    info: files.info,
    categories,
    articles,
    drafts: files.drafts.map(served),
    contentItems: files.contentItems.map(({ value }) => value),
    feeds: files.feeds.map(({ value }) => value),
    placements: files.placements.map(({ value }) => value),
    polls: files.polls.map(({ value }) => value),
    fans: files.fans.map(({ value }) => value),
    videos: files.videos.map(({ value }) => value),
    warnings: warnings.lines,
  };
}
