import type { AnchorTabProps } from './anchor-tab-schema';

// The bar is drawn inside the wrapper RenderBlocks gives every block, and a sticky element only sticks
// within its parent: so the wrapper itself is made sticky, under the site header (h-16, lg:h-20). The
// page also scrolls a section 3.5rem further down, so the bar does not cover its heading. A hoisted,
// deduplicated <style> keeps this inside the block rather than in the page's frame.
const stickyCss = [
  'div:has(> nav[data-anchor-tab]){position:sticky;top:4rem;z-index:30}',
  '@media (min-width:64rem){div:has(> nav[data-anchor-tab]){top:5rem}}',
  'html:has(nav[data-anchor-tab]){scroll-padding-top:3.5rem}',
].join('');

/**
 * anchor-tab: a bar of in-page links to the page's sections, sticky under the site header. Plain
 * fragment links, so it works without JavaScript.
 */
export function AnchorTabBlock({ anchors }: AnchorTabProps) {
  if (anchors.length === 0) return null;
  return (
    <nav aria-label="On this page" data-anchor-tab className="border-y border-turf-900/10 bg-white shadow-sm">
      <style href="anchor-tab-sticky" precedence="default">
        {stickyCss}
      </style>
      <ul className="relative container-page flex gap-1 overflow-x-auto [scrollbar-width:none] sm:gap-2">
        {anchors.map((anchor) => (
          <li key={anchor.targetId} className="shrink-0">
            <a
              href={`#${anchor.targetId}`}
              className="block border-b-4 border-transparent px-3 py-4 text-sm font-semibold whitespace-nowrap text-turf-900 transition-colors hover:border-gold-500 focus-visible:-outline-offset-4 sm:px-5"
            >
              {anchor.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
