// Writes .env.example and the settings tables of docs/configuration.md from the settings schema
// (shared/settings-schema.mts), where each setting is declared once: `npm run settings:docs`.
// scripts/settings-docs.test.ts fails while either file differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { settingDocs, settingsEnvSchema, type SettingDoc } from '../shared/settings-schema.mts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONFIGURATION_DOC = 'docs/configuration.md';
export const ENV_EXAMPLE = '.env.example';

interface Setting extends SettingDoc {
  name: string;
  required: boolean;
  /** What holds while it is unset, in Markdown. */
  byDefault: string;
}

function shown(value: unknown): string {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return 'none';
  return `\`${Array.isArray(value) ? value.join(',') : String(value)}\``;
}

/** Every setting, in the schema's order, with what the schema says of it. */
export function settings(): Setting[] {
  return Object.entries(settingsEnvSchema.shape).map(([name, schema]) => {
    const doc = settingDocs.get(schema);
    if (!doc) throw new Error(`${name} has no description in shared/settings-schema.mts`);
    // What the schema makes of an unset variable: its default, or a failure for a required setting.
    const unset = schema.safeParse(undefined);
    const byDefault = !unset.success ? '—' : (doc.unset ?? shown(unset.data));
    return { name, ...doc, required: !unset.success, byDefault };
  });
}

// `<!-- settings: group -->`, the group's table, `<!-- /settings -->`.
const TABLE = /<!-- settings: (\w+) -->\n[\s\S]*?<!-- \/settings -->/g;

interface Group {
  group: string;
  /** The heading of the section the table is in. */
  title: string;
}

/** The groups in the order docs/configuration.md lists them, each with its section's title. */
function groupsOf(doc: string): Group[] {
  const groups = [...doc.matchAll(TABLE)].map((match) => {
    const before = doc.slice(0, match.index);
    const heading = [...before.matchAll(/^#{2,} (.+)$/gm)].at(-1);
    return { group: match[1] ?? '', title: heading?.[1] ?? match[1] ?? '' };
  });
  const listed = new Set(groups.map(({ group }) => group));
  const all = new Set(settings().map(({ group }) => group));
  const unlisted = [...all].filter((group) => !listed.has(group));
  const unknown = [...listed].filter((group) => !all.has(group as SettingDoc['group']));
  if (unlisted.length > 0 || unknown.length > 0 || listed.size !== groups.length) {
    throw new Error(
      `${CONFIGURATION_DOC} needs one <!-- settings: group --> table for each group of settings: ` +
        `missing ${unlisted.join(', ') || 'none'}, unknown ${unknown.join(', ') || 'none'}`,
    );
  }
  return groups;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function table(group: string): string {
  const rows = settings()
    .filter((setting) => setting.group === group)
    .map(({ name, required, byDefault, description }) =>
      ['', `\`${name}\``, required ? 'yes' : 'no', cell(byDefault), cell(description), ''].join(' | ').trim(),
    );
  return ['| name | required? | default | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** docs/configuration.md, given as it is, with each settings table as the schema writes it. */
export async function configurationDoc(doc: string): Promise<string> {
  groupsOf(doc);
  const written = doc.replace(
    TABLE,
    (_, group: string) => `<!-- settings: ${group} -->\n\n${table(group)}\n\n<!-- /settings -->`,
  );
  const options = await prettier.resolveConfig(path.join(root, CONFIGURATION_DOC));
  return prettier.format(written, { ...options, parser: 'markdown' });
}

const WIDTH = 100;

/** Markdown links as the address they lead to, our own pages' under docs/. */
function unlinked(markdown: string): string {
  return markdown.replace(/\[[^\]]+\]\(([^)]+)\)/g, (_, target: string) =>
    /^https?:/.test(target) ? target : `docs/${target}`,
  );
}

/** `text` as comment lines of at most WIDTH characters (a longer word stands alone). */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > WIDTH && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

const HEADER = `Furlong's settings, written from shared/settings-schema.mts by \`npm run settings:docs\`: change them there. Copy to .env and fill in. Every variable is checked when the server starts; a missing or invalid one stops it with one line naming it (see docs/configuration.md). An empty value means "not set": its default applies, and an optional third party stays off. \`npm start\` fills in the sandbox's values for anything left empty while CONTENT_API_URL is empty.`;

/** .env.example: every setting, empty, under its section's title, with what it does and its default. */
export function envExample(doc: string): string {
  const lines = comment(HEADER);
  const all = settings();
  for (const { group, title } of groupsOf(doc)) {
    lines.push('', `# --- ${title} `.padEnd(WIDTH, '-'));
    for (const { name, required, byDefault, description } of all.filter(
      (setting) => setting.group === group,
    )) {
      const after = required ? 'Required.' : `Default: ${byDefault}.`;
      lines.push('', ...comment(unlinked(`${description} ${after}`)), `${name}=`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const docPath = path.join(root, CONFIGURATION_DOC);
  const doc = readFileSync(docPath, 'utf8');
  const files: [string, string][] = [
    [docPath, await configurationDoc(doc)],
    [path.join(root, ENV_EXAMPLE), envExample(doc)],
  ];
  for (const [file, text] of files) {
    const changed = readFileSync(file, 'utf8') !== text;
    if (changed) writeFileSync(file, text);
    console.info(`${path.relative(root, file)}: ${changed ? 'written' : 'up to date'}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
