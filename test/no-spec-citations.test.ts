import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The specification the site was built from, and the design notes written beside it, are not in the
// repository, so a comment or a doc that cites one of the specification's numbered sections or the
// design notes' file tells a newcomer nothing they can check. Each states the rule itself instead:
// the route, the limit, the text, the behaviour.
const root = fileURLToPath(new URL('../', import.meta.url));
const skipped = new Set([
  'node_modules',
  '.next',
  '.git',
  'test-results',
  'test-reports',
  'playwright-report',
]);
const text = /\.(ts|tsx|js|mjs|cjs|css|md)$/;
// A section sign followed by a number (written as an escape so this file does not cite itself), but
// not a public standard's ('RFC 9110 \u00a78.6'), or the design notes' file name.
const citation = /(?<!RFC \d+ )\u00a7\s*\d|\bDESIGN\.md\b/;

function sourceFiles(dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      return skipped.has(entry.name) ? [] : sourceFiles(file);
    }
    return text.test(entry.name) ? [file] : [];
  });
}

describe('comments and docs', () => {
  it('state rules in their own words rather than cite documents outside the repository', () => {
    const files = sourceFiles();
    expect(files).toContain('proxy.ts');
    const citations = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (citation.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citations).toEqual([]);
  });
});
