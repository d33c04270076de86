export interface ScriptSpec {
  attributes: [name: string, value: string][];
  text: string;
}

const closedScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// An unclosed script swallows the rest of the document in a browser; it goes too.
const unclosedScript = /<script\b[\s\S]*$/i;
const attribute = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

function decode(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => entities[name] ?? '');
}

function attributesOf(source: string): [string, string][] {
  return [...source.matchAll(attribute)].map((match) => [
    (match[1] ?? '').toLowerCase(),
    decode(match[2] ?? match[3] ?? match[4] ?? ''),
  ]);
}

/**
 * spec blocks §5: every script element is removed from an HTML body (and kept, so it can be re-inserted
 * after mount). Repeated until nothing changes, so a script split around another cannot reassemble.
 */
export function extractScripts(html: string): { html: string; scripts: ScriptSpec[] } {
  const scripts: ScriptSpec[] = [];
  let current = html;
  for (;;) {
    const next = current
      .replace(closedScript, (_, attrs: string, text: string) => {
        scripts.push({ attributes: attributesOf(attrs), text });
        return '';
      })
      .replace(unclosedScript, '');
    if (next === current) return { html: next, scripts };
    current = next;
  }
}
