// Checks that span records and files: unique ids, references that must exist, images on disk.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { displayFile, formatPath, type PackIssues } from './issues';
import type { PackFiles, Sourced } from './read-files';
import { parseQuery, QuerySyntaxError } from '../services/search-query';

function checkUnique<T>(
  records: Sourced<T>[],
  field: string,
  read: (value: T) => string | undefined,
  issues: PackIssues,
): void {
  const seen = new Map<string, Sourced<T>>();
  for (const record of records) {
    const key = read(record.value);
    if (key === undefined) continue;
    const first = seen.get(key);
    if (first) {
      const where = `${path.basename(first.file)} ${formatPath([first.index])}`;
      issues.add(record.file, [record.index, field], `duplicate ${field} "${key}" (first used in ${where})`);
    } else {
      seen.set(key, record);
    }
  }
}

function checkCategoryTree(files: PackFiles, ids: ReadonlySet<string>, issues: PackIssues): void {
  const parentOf = new Map(files.categories.map(({ value }) => [value.id, value.parentId]));
  for (const { value, file, index } of files.categories) {
    if (value.parentId === null) continue;
    if (!ids.has(value.parentId)) {
      issues.add(file, [index, 'parentId'], `unknown category "${value.parentId}"`);
      continue;
    }
    // A cycle would make the category tree and the category path endless.
    const visited = new Set([value.id]);
    for (let at = parentOf.get(value.id); at; at = parentOf.get(at)) {
      if (visited.has(at)) {
        issues.add(file, [index, 'parentId'], `category "${value.id}" is its own ancestor`);
        break;
      }
      visited.add(at);
    }
  }
}

const IMAGE_REFERENCE = /pack:images\/([^\s"'()<>]+)/g;

function checkImages(dir: string, files: PackFiles, issues: PackIssues): void {
  const imagesDir = path.resolve(dir, 'images');
  const visit = (value: unknown, file: string, at: PropertyKey[]): void => {
    if (typeof value === 'string') {
      for (const [, name = ''] of value.matchAll(IMAGE_REFERENCE)) {
        const target = path.resolve(imagesDir, name);
        if (!target.startsWith(imagesDir + path.sep))
          issues.add(file, at, `image path "${name}" leaves images/`);
        else if (!existsSync(target)) issues.add(file, at, `image not found: ${displayFile(target)}`);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, file, [...at, index]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, file, [...at, key]);
    }
  };
  const { info: _info, ids: _ids, ...lists } = files;
  for (const records of Object.values(lists) as Sourced<unknown>[][]) {
    for (const record of records) visit(record.value, record.file, [record.index]);
  }
}

export function crossCheck(dir: string, files: PackFiles, issues: PackIssues): void {
  const clientId = files.info?.clientId;
  const categoryIds = files.ids.categories;
  const articleIds = files.ids.articles;

  checkUnique(files.categories, 'id', (c) => c.id, issues);
  checkUnique(files.categories, 'slug', (c) => c.slug, issues);
  checkUnique(files.articles, 'id', (a) => a.id, issues);
  checkUnique(files.articles, 'slug', (a) => a.slug, issues);
  checkUnique(files.contentItems, 'id', (i) => i.id, issues);
  checkUnique(files.contentItems, 'key', (i) => i.key, issues);
  checkUnique(files.feeds, 'id', (f) => f.id, issues);
  checkUnique(files.placements, 'id', (p) => p.id, issues);
  checkUnique(files.polls, 'id', (p) => p.id, issues);
  checkUnique(files.fans, 'id', (f) => f.id, issues);
  checkUnique(files.fans, 'username', (f) => f.username, issues);
  checkUnique(files.videos, 'sourceSystemId', (v) => v.sourceSystemId, issues);

  for (const records of [files.categories, files.articles]) {
    for (const { value, file, index } of records) {
      if (clientId !== undefined && value.clientId !== clientId) {
        issues.add(
          file,
          [index, 'clientId'],
          `"${value.clientId}" differs from the pack's clientId "${clientId}"`,
        );
      }
    }
  }
  checkCategoryTree(files, categoryIds, issues);

  for (const { value, file, index } of files.articles) {
    value.categories.forEach((category, at) => {
      if (!categoryIds.has(category.id))
        issues.add(file, [index, 'categories', at, 'id'], `unknown category "${category.id}"`);
    });
    if (value.displayCategory && !categoryIds.has(value.displayCategory.id)) {
      issues.add(file, [index, 'displayCategory', 'id'], `unknown category "${value.displayCategory.id}"`);
    }
  }
  for (const { value, file, index } of files.contentItems) {
    value.categoryIds?.forEach((id, at) => {
      if (!categoryIds.has(id)) issues.add(file, [index, 'categoryIds', at], `unknown category "${id}"`);
    });
  }
  for (const { value, file, index } of files.feeds) {
    value.articleIds?.forEach((id, at) => {
      if (!articleIds.has(id)) issues.add(file, [index, 'articleIds', at], `unknown article "${id}"`);
    });
    if (value.query !== undefined) {
      try {
        parseQuery(value.query);
      } catch (error) {
        if (!(error instanceof QuerySyntaxError)) throw error;
        issues.add(file, [index, 'query'], `invalid query: ${error.message}`);
      }
    }
  }
  for (const { value, file, index } of files.polls) {
    const optionIds = new Set<string>();
    value.options.forEach((option, at) => {
      if (optionIds.has(option.id))
        issues.add(file, [index, 'options', at, 'id'], `duplicate option id "${option.id}"`);
      optionIds.add(option.id);
    });
    if (Date.parse(value.validTo) < Date.parse(value.validFrom)) {
      issues.add(file, [index, 'validTo'], 'is before validFrom');
    }
  }
  checkImages(dir, files, issues);
}
