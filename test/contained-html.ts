// Needs a DOM (`// @vitest-environment jsdom`): the page parsed as a browser parses it.

export interface ParsedBody {
  container: HTMLElement;
  /** Whether anything of the markup reached outside its container, or changed what follows it. */
  escaped: boolean;
}

/** Markup set inside a container, parsed as part of a whole page with a paragraph after it. */
export function parseInContainer(html: string): ParsedBody {
  const page = `<!doctype html><html><body><main><div id="container">${html}</div><p id="after">after</p></main></body></html>`;
  const document = new DOMParser().parseFromString(page, 'text/html');
  const main = document.querySelector('main');
  const container = document.getElementById('container');
  const after = document.getElementById('after');
  if (!main || !container) return { container: document.body, escaped: true };
  const escaped =
    main.children.length !== 2 ||
    main.firstElementChild !== container ||
    after?.parentElement !== main ||
    after.innerHTML !== 'after';
  return { container, escaped };
}
