import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * The complete HTML of an element, its async server components awaited (renderToStaticMarkup cannot
 * wait for them: blocks that load on the server render in place, docs/decisions/0014).
 */
export async function renderToHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
