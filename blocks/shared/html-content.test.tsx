// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { sha256Source } from '@/shared/html-scripts.mjs';
import { EMBED_PROVIDERS, embedSourcesOf } from '@/ui/consent/providers';
import { HtmlContent } from './html-content';
import { POLICY_LIMITS } from '../../server/security-headers.mjs';

// React's act() settles hydration and the updates after it (the consent store's first reading).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Every hydrated root is unmounted after its test, so none stays subscribed to the consent store.
const roots: Root[] = [];
afterEach(() => act(() => roots.splice(0).forEach((root) => root.unmount())));

// The server's HTML parsed as a browser parses a page, then hydrated; React reports any mismatch.
async function hydrate(element: React.ReactElement) {
  const page = new DOMParser().parseFromString(
    `<!doctype html><body><div id="root">${renderToString(element)}</div></body>`,
    'text/html',
  );
  document.body.innerHTML = page.body.innerHTML;
  const root = document.getElementById('root') as HTMLElement;
  const mismatches: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(root, element, { onRecoverableError: (error) => mismatches.push(error) }));
  });
  return { root, mismatches };
}

describe('HtmlContent', () => {
  it.each([
    '<p><div>block in a paragraph</div></p>',
    '</div><p>closes its container',
    '<b>never closed',
    '<table><tr><td>unclosed table',
    '<scr<script>x</script>ipt>alert(1)</script><p>after</p>',
    '<p>a<script>window.ran = true</script>',
  ])('hydrates %j without a mismatch', async (html) => {
    const { root, mismatches } = await hydrate(
      <>
        <HtmlContent html={html} runScripts />
        <p>after the body</p>
      </>,
    );
    expect(mismatches).toEqual([]);
    expect(root.lastElementChild?.outerHTML).toBe('<p>after the body</p>');
  });

  it('announces the hash of exactly the script text it re-inserts', async () => {
    const text = 'window.__seen = "a & b < c";';
    const { root } = await hydrate(<HtmlContent html={`<p>x</p><script>${text}</script>`} runScripts />);
    const announced = root.querySelector('[data-script-hashes]')?.getAttribute('data-script-hashes');
    const inserted = root.querySelector('script');
    expect(inserted?.text).toBe(text);
    expect(announced).toBe(sha256Source(inserted?.text ?? ''));
  });

  it('sends no script in the server HTML, only the re-insertion after mount', () => {
    const html = renderToString(
      <HtmlContent html='<p>x</p><script src="https://embed.example.com/w.js" async></script>' runScripts />,
    );
    expect(html).not.toMatch(/<script/i);
  });

  it("announces embeds from every provider within what a page's policy allows", () => {
    const every = embedSourcesOf(EMBED_PROVIDERS.map((provider) => provider.key));
    // The video block announces YouTube's no-cookie host beside them (blocks/video/video.tsx).
    expect(every.length + 1).toBeLessThanOrEqual(POLICY_LIMITS.embedSources);
    expect(Math.max(...every.map((source) => source.length))).toBeLessThanOrEqual(
      POLICY_LIMITS.embedSourceChars,
    );
  });
});
