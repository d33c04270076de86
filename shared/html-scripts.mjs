// The script elements of HTML, read with a real HTML parser. One reading for both sides: the serving
// layer hashes a page's inline scripts for its Content-Security-Policy (server/security-headers.mjs), and
// content bodies keep their scripts to re-insert after mount (blocks/shared/cms-html.ts). Plain ESM, so
// the serving layer runs it without a build.
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

// A browser never runs a script inside these (their content is text or inert), so neither do we.
const INERT_PARENTS = new Set(['noscript', 'template', 'iframe', 'noembed', 'noframes', 'object']);
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * A script element of HTML: its attributes in order and its text.
 * @typedef {object} ScriptSpec
 * @property {[name: string, value: string][]} attributes
 * @property {string} text
 */
/**
 * A script element and where it stands in the text: from its `<` to just after its `</script>`.
 * @typedef {ScriptSpec & { start: number; end: number }} PlacedScript
 */

/**
 * An HTML text's parts: the text whole, or the consecutive parts it was given in.
 * @param {string | readonly string[]} html
 * @returns {readonly string[]}
 */
export const textParts = (html) => (typeof html === 'string' ? [html] : html);

/**
 * @overload
 * @param {string | readonly string[]} html
 * @returns {ScriptSpec[]}
 */
/**
 * @overload
 * @param {string | readonly string[]} html
 * @param {{ positions: true }} options
 * @returns {PlacedScript[]}
 */
/**
 * The script elements of an HTML text, with their attributes and text, as a browser reads them: a script
 * split around another is no script, one inside an inert element is none, and one never closed never runs
 * (a browser reaching the end of the document inside a script does not run it). The text may come as
 * consecutive parts, read as one. With `positions`, each script also has `start` and `end`: where its
 * element begins (its `<`) and where it ends (after the `>` of `</script>`), counted over the whole text.
 * @param {string | readonly string[]} html
 * @param {{ positions?: boolean }} [options]
 * @returns {ScriptSpec[] | PlacedScript[]}
 */
export function readScripts(html, { positions = false } = {}) {
  /** @type {(ScriptSpec & Partial<PlacedScript>)[]} */
  const scripts = [];
  let inert = 0;
  /** @type {(ScriptSpec & Partial<PlacedScript>) | null} */
  let current = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (INERT_PARENTS.has(name)) inert += 1;
        if (name !== 'script' || inert !== 0) return;
        current = { attributes: Object.entries(attributes), text: '' };
        if (positions) current.start = parser.startIndex;
      },
      ontext(text) {
        if (current) current.text += text;
      },
      onclosetag(name, isImplied) {
        if (INERT_PARENTS.has(name)) inert -= 1;
        if (name !== 'script' || !current) return;
        if (positions) current.end = parser.endIndex + 1;
        if (!isImplied) scripts.push(current);
        current = null;
      },
    },
    { decodeEntities: true },
  );
  for (const part of textParts(html)) parser.write(part);
  parser.end();
  return scripts;
}

/**
 * An attribute's value, or null when the element has none (names are lower-case once parsed).
 * @param {ScriptSpec} script
 * @param {string} name
 * @returns {string | null}
 */
export function scriptAttribute(script, name) {
  return script.attributes.find(([attribute]) => attribute === name)?.[1] ?? null;
}

/**
 * An inline script a browser would run: no src, and a JavaScript type (JSON-LD and data blocks never run).
 * @param {ScriptSpec} script
 * @returns {boolean}
 */
export function isInlineCode(script) {
  const type = (scriptAttribute(script, 'type') ?? '').trim().toLowerCase();
  return scriptAttribute(script, 'src') === null && EXECUTABLE_TYPES.has(type);
}

/**
 * The CSP hash source of a script's text: its UTF-8 bytes. `encoding` 'latin1' is for text read from a
 * page decoded one byte per character (server/security-headers.mjs `pageTextParts`), whose characters
 * are those bytes already. The text may come as consecutive parts, hashed as one.
 * @param {string | readonly string[]} text
 * @param {'utf8' | 'latin1'} [encoding]
 * @returns {string}
 */
export function sha256Source(text, encoding = 'utf8') {
  const hash = createHash('sha256');
  for (const part of textParts(text)) hash.update(part, encoding);
  return `sha256-${hash.digest('base64')}`;
}
