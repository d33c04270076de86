import 'server-only';
import { Parser } from 'htmlparser2';
import { htmlParserOptions, MAX_HTML_NESTING } from './html-parser-options';

/**
 * The body up to the first element nested deeper than `max`. The parser's cost grows with the depth
 * of each element, so hostile markup thousands deep would take seconds; real bodies never come near.
 */
export function withinNesting(html: string, max = MAX_HTML_NESTING): string {
  let depth = 0;
  let cutAt: number | null = null;
  const parser = new Parser(
    {
      onopentag() {
        depth += 1;
        if (depth > max && cutAt === null) {
          cutAt = parser.startIndex;
          parser.pause();
        }
      },
      onclosetag() {
        depth -= 1;
      },
    },
    htmlParserOptions,
  );
  parser.write(html);
  if (cutAt === null) return html;
  return html.slice(0, cutAt);
}
