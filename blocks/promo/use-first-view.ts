import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onView` once, the first time the element shows any of itself in the viewport while `active`
 * (a personalised block's view event is sent when it first comes into view). The element's
 * `data-viewed` says what the observer last decided: 'no' (not yet in view) or 'yes' (seen, sent).
 */
export function useFirstView(ref: RefObject<Element | null>, active: boolean, onView: () => void): void {
  const seen = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || seen.current) return;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting && entry.boundingClientRect.height > 0);
      if (seen.current) return;
      element.setAttribute('data-viewed', visible ? 'yes' : 'no');
      if (!visible) return;
      seen.current = true;
      observer.disconnect();
      onView();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, onView]);
}
