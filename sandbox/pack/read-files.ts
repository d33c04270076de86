// Reads and validates each file of a pack on its own; cross-file checks come later (cross-check.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { formatPath, type PackIssues } from './issues';
import { resolveRelativeDates, type RelativeDateProblem } from './relative-dates';
import * as schema from './schema';

/** One record and the file and index it came from, so later checks can name it. */
export interface Sourced<T> {
  value: T;
  file: string;
  index: number;
}

interface JsonFile {
  data: unknown;
  /** Paths already reported as bad relative dates, so the schema does not report them again. */
  reported: Set<string>;
}

function readJson(file: string, issues: PackIssues, now: Date): JsonFile | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    issues.add(file, [], `invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const problems: RelativeDateProblem[] = [];
  const data = resolveRelativeDates(parsed, now, problems);
  for (const problem of problems) issues.add(file, problem.path, problem.message);
  return { data, reported: new Set(problems.map((problem) => formatPath(problem.path))) };
}

/**
 * A list file; a missing optional file is an empty list. Invalid records are reported and left out,
 * but their ids are kept in `ids` so references to them do not raise a second, misleading error.
 */
function readList<T>(
  file: string,
  item: z.ZodType<T>,
  issues: PackIssues,
  now: Date,
  ids: Set<string>,
  required = false,
): Sourced<T>[] {
  if (!existsSync(file)) {
    if (required) issues.add(file, [], 'file is missing');
    return [];
  }
  const json = readJson(file, issues, now);
  if (json === undefined) return [];
  if (!Array.isArray(json.data)) {
    issues.add(file, [], 'expected an array');
    return [];
  }
  const records: Sourced<T>[] = [];
  json.data.forEach((raw: unknown, index) => {
    const id = (raw as { id?: unknown } | null)?.id;
    if (typeof id === 'string') ids.add(id);
    const result = item.safeParse(raw);
    if (result.success) records.push({ value: result.data, file, index });
    else issues.addZod(file, result.error, [index], json.reported);
  });
  return records;
}

export interface PackFiles {
  info: schema.PackInfo | undefined;
  categories: Sourced<schema.Category>[];
  articles: Sourced<schema.Article>[];
  drafts: Sourced<schema.Article>[];
  contentItems: Sourced<schema.ContentItem>[];
  feeds: Sourced<schema.Feed>[];
  placements: Sourced<schema.Placement>[];
  polls: Sourced<schema.Poll>[];
  fans: Sourced<schema.Fan>[];
  videos: Sourced<schema.Video>[];
  /** Every id seen in a file, valid record or not, for reference checks. */
  ids: { categories: Set<string>; articles: Set<string> };
}

export function readPackFiles(dir: string, issues: PackIssues, now: Date): PackFiles {
  const infoFile = path.join(dir, 'pack.json');
  let info: schema.PackInfo | undefined;
  if (!existsSync(infoFile)) {
    issues.add(infoFile, [], 'file is missing');
  } else {
    const json = readJson(infoFile, issues, now);
    const result = schema.packInfoSchema.safeParse(json?.data);
    if (result.success) info = result.data;
    else if (json !== undefined) issues.addZod(infoFile, result.error, [], json.reported);
  }

  const articlesDir = path.join(dir, 'articles');
  const articleFiles = existsSync(articlesDir)
    ? readdirSync(articlesDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => path.join(articlesDir, name))
    : [];

  const ids = { categories: new Set<string>(), articles: new Set<string>(), other: new Set<string>() };
  const list = <T>(name: string, item: z.ZodType<T>) =>
    readList(path.join(dir, name), item, issues, now, ids.other);
  return {
    info,
    ids,
    categories: readList(
      path.join(dir, 'categories.json'),
      schema.categorySchema,
      issues,
      now,
      ids.categories,
      true,
    ),
    articles: articleFiles.flatMap((file) => readList(file, schema.articleSchema, issues, now, ids.articles)),
    // Unpublished versions: a draft of a published article shares its id, so drafts keep ids of their own.
    drafts: readList(path.join(dir, 'drafts.json'), schema.articleSchema, issues, now, new Set()),
    contentItems: list('content-items.json', schema.contentItemSchema),
    feeds: list('feeds.json', schema.feedSchema),
    placements: list('placements.json', schema.placementSchema),
    polls: list('polls.json', schema.pollSchema),
    fans: list('fans.json', schema.fanSchema),
    videos: list('videos.json', schema.videoSchema),
  };
}
