'use client';
import { useEffect } from 'react';
import { LAZY_PLACEHOLDER, NEAR_SCREEN } from './lazy-placeholder';

// How near the screen a lazy picture's placeholder is drawn: the distance at which Chromium starts
// loading a lazy image on a fast connection, so the two are asked for together.
export const NEAR_MARGIN = '1250px';

const WAITING = `img[${LAZY_PLACEHOLDER}]:not([${NEAR_SCREEN}])`;

/**
 * Draws each lazy image's placeholder when the picture comes near the screen, in the page as it loads
 * and in the pages the visitor moves to. A picture already drawn by then keeps its placeholder unasked.
 */
export function LazyPlaceholders() {
  useEffect(() => {
    const near = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const image = entry.target as HTMLImageElement;
          near.unobserve(image);
          if (image.complete && image.naturalWidth > 0) continue;
          image.setAttribute(NEAR_SCREEN, '');
        }
      },
      // The scroll margin reaches the pictures of a carousel, which its own scrolling hides.
      { rootMargin: NEAR_MARGIN, scrollMargin: NEAR_MARGIN },
    );
    const watch = (root: ParentNode) => {
      if (root instanceof Element && root.matches(WAITING)) near.observe(root);
      for (const image of root.querySelectorAll(WAITING)) near.observe(image);
    };
    watch(document);
    // The next page's pictures, and a picture React gives a new source when it keeps the element.
    const changed = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) {
          record.target.removeAttribute(NEAR_SCREEN);
          watch(record.target);
        }
        for (const node of record.addedNodes) if (node instanceof Element) watch(node);
      }
    });
    changed.observe(document.body, { childList: true, subtree: true, attributeFilter: ['src'] });
    return () => {
      near.disconnect();
      changed.disconnect();
    };
  }, []);
  return null;
}
