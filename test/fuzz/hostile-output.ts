// Needs a DOM (`// @vitest-environment jsdom`): the output is read as a browser reads it.

const URL_ATTRIBUTES = new Set(
  'href src action formaction poster data cite background xlink:href'.split(' '),
);
// An image never runs what its address holds, so inline data is harmless there; a link or frame would open it.
const MEDIA = new Set(['img', 'video', 'audio', 'source', 'picture']);
// React itself turns a javascript: URL into this, which only throws.
const REACT_BLOCKED_URL =
  "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";
const SCRIPTING_URL = /^(javascript|vbscript|data):/;
const MEDIA_SCRIPTING_URL = /^(javascript|vbscript):/;

/** The ways markup from the content could act in the page, as found in the HTML; empty when none. */
export function hostileMarkupIn(html: string, { jsonLd = false } = {}): string[] {
  const found: string[] = [];
  if (/<x-hostile/i.test(html)) found.push('a raw <x-hostile> tag');
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><body>${html}</body></html>`,
    'text/html',
  );
  for (const element of document.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (tag.startsWith('x-hostile')) found.push(`an element <${tag}>`);
    if (tag === 'script' && !(jsonLd && element.getAttribute('type') === 'application/ld+json')) {
      found.push(`a script element: ${element.outerHTML.slice(0, 80)}`);
    }
    if (tag === 'script' && element.getAttribute('type') === 'application/ld+json') {
      try {
        JSON.parse(element.textContent ?? '');
      } catch {
        found.push('JSON-LD that is no JSON');
      }
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`an event handler ${name} on <${tag}>`);
      // Browsers ignore whitespace and control characters when they read a URL's scheme.
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      const scripting = MEDIA.has(tag) ? MEDIA_SCRIPTING_URL : SCRIPTING_URL;
      if (URL_ATTRIBUTES.has(name) && scripting.test(value) && attribute.value !== REACT_BLOCKED_URL) {
        found.push(`a scripting URL in ${name} of <${tag}>: ${attribute.value.slice(0, 60)}`);
      }
    }
  }
  return found;
}
