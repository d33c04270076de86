import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The bundled content pack's real blocks and articles: the starting points hostile content is made from.
const articlesDir = path.join(process.cwd(), 'sandbox/content/articles');

type Json = Record<string, unknown>;

function packArticles(): Json[] {
  return readdirSync(articlesDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => JSON.parse(readFileSync(path.join(articlesDir, name), 'utf8')) as Json[]);
}

const articles = packArticles();

function isBlock(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && typeof (value as Json).contentType === 'string';
}

/** Up to three blocks of each type the pack holds, so every block type is tried. */
export const packBlocks: Json[] = (() => {
  const byType = new Map<string, Json[]>();
  for (const article of articles) {
    for (const block of Array.isArray(article.content) ? article.content : []) {
      if (!isBlock(block)) continue;
      const key = `${String(block.contentType)}/${String(block.customContentType)}`;
      const list = byType.get(key) ?? [];
      if (list.length < 3) byType.set(key, [...list, block]);
    }
  }
  return [...byType.values()].flat();
})();

/** The pack's articles without their blocks, whose shapes hostile articles start from. */
export const packArticleShells: Json[] = articles.map(({ content: _content, ...shell }) => shell);

/** Every field name used in the pack's blocks, so random blocks hit the names the schemas read. */
export const packFieldNames: string[] = (() => {
  const names = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 12 || typeof value !== 'object' || value === null) return;
    if (!Array.isArray(value)) for (const key of Object.keys(value)) names.add(key);
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(packBlocks, 0);
  return [...names].sort();
})();
