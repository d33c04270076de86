// Collects everything wrong with a pack so its author can fix it in one pass, not one error per start.
import path from 'node:path';
import type { z } from 'zod';

export type FieldPath = readonly PropertyKey[];

export function formatPath(fieldPath: FieldPath): string {
  return fieldPath
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

/** Paths shown relative to the working directory, e.g. `sandbox/content/articles/news.json`. */
export function displayFile(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

export class PackIssues {
  readonly lines: string[] = [];

  add(file: string, fieldPath: FieldPath, message: string): void {
    const where = fieldPath.length > 0 ? `${formatPath(fieldPath)}: ` : '';
    this.lines.push(`${displayFile(file)}: ${where}${message}`);
  }

  /** Adds zod's issues, except at paths already reported (`skip` holds formatted paths). */
  addZod(
    file: string,
    error: z.ZodError,
    prefix: FieldPath = [],
    skip: ReadonlySet<string> = new Set(),
  ): void {
    for (const issue of error.issues) {
      const fieldPath = [...prefix, ...issue.path];
      if (skip.has(formatPath(fieldPath))) continue;
      // zod prefixes messages with "Invalid input: "; the path already says where.
      const message = issue.message.replace(/^Invalid input: /, '');
      this.add(file, fieldPath, message);
    }
  }
}

export class PackError extends Error {
  constructor(
    readonly packDir: string,
    readonly issues: readonly string[],
  ) {
    super(
      `Content pack ${displayFile(packDir)} is invalid:\n${issues.map((line) => `  ${line}`).join('\n')}`,
    );
    this.name = 'PackError';
  }
}
