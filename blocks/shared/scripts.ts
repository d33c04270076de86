import 'server-only';
import { Parser } from 'htmlparser2';
import { htmlParserOptions } from './html-parser-options';
import type { ScriptSpec } from './script-spec';

export type { ScriptSpec } from './script-spec';

// A browser never runs a script inside these (their content is text or inert), so neither do we.
const INERT_PARENTS = new Set(['noscript', 'template', 'iframe', 'noembed', 'noframes', 'object']);

/**
 * spec blocks §5: the script elements of an HTML body, with their attributes and text, read by an HTML
 * parser as a browser reads them: a script split around another is no script, and one never closed
 * never runs (a browser reaching the end of the document inside a script does not run it).
 */
export function extractScripts(html: string): ScriptSpec[] {
  const scripts: ScriptSpec[] = [];
  let inert = 0;
  let current: ScriptSpec | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (INERT_PARENTS.has(name)) inert += 1;
        if (name === 'script' && inert === 0) current = { attributes: Object.entries(attributes), text: '' };
      },
      ontext(text) {
        if (current) current.text += text;
      },
      onclosetag(name, isImplied) {
        if (INERT_PARENTS.has(name)) inert -= 1;
        if (name !== 'script' || !current) return;
        if (!isImplied) scripts.push(current);
        current = null;
      },
    },
    htmlParserOptions,
  );
  parser.write(html);
  parser.end();
  return scripts;
}
