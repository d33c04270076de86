import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// Sections of a generated page that another command writes: `npm run bench` rewrites
// docs/performance.md and keeps them; `npm run loadtest` and `npm run faulttest` replace their own.
const MARK = /<!-- section:([\w-]+) -->[\s\S]*?<!-- \/section:\1 -->/g;

/**
 * Every marked section of `text`, as written.
 * @param {string | null | undefined} text
 * @returns {string[]}
 */
export function markedSections(text) {
  return [...String(text ?? '').matchAll(MARK)].map((match) => match[0]);
}

/**
 * `text` with the section `name` holding `body`: replaced where it is, else added at the end.
 * @param {string} text
 * @param {string} name
 * @param {string} body
 * @returns {string}
 */
export function replaceSection(text, name, body) {
  const section = `<!-- section:${name} -->\n${body.trim()}\n<!-- /section:${name} -->`;
  const existing = new RegExp(`<!-- section:${name} -->[\\s\\S]*?<!-- /section:${name} -->`);
  if (existing.test(text)) return text.replace(existing, () => section);
  return `${text.trimEnd()}\n\n${section}\n`;
}

/**
 * Prints `body` and writes it as the section `name` of the page at `file`.
 * @param {string} file
 * @param {string} name
 * @param {string} body
 */
export function writeSection(file, name, body) {
  console.log(`\n${body}\n`);
  writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), name, body));
  console.log(`Written to ${path.relative(process.cwd(), file)}.`);
}
