import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * The finished HTML of a tree of Server Components, async ones and their Suspense content included,
 * as a page's first byte would carry it. An error inside the tree, which React would otherwise log and
 * leave to the browser, is thrown.
 */
export async function renderStatic(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    onError: (error) => void errors.push(error),
    // Every boundary inline, as in one finished page, so React adds no scripts of its own to move them.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return html;
}
