import { Marked, type Tokens } from 'marked';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// A link that would run code is shown as its text only.
const scriptingUrl = /^\s*(javascript|vbscript|data):/i;

/** Markdown as the site renders it: links open in a new tab, safely. */
export const markdown = new Marked({
  async: false,
  gfm: true,
  renderer: {
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (scriptingUrl.test(href)) return text;
      const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
      return `<a href="${escapeAttribute(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}</a>`;
    },
  },
});

export type MarkdownResult = { ok: true; html: string } | { ok: false; message: string };

/** A parse failure is shown as 'An error occurred' with its message, never thrown. */
export function renderMarkdown(source: string): MarkdownResult {
  try {
    return { ok: true, html: markdown.parse(source, { async: false }) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
