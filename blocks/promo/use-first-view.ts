import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onView` once, the first time the element shows any of itself in the viewport while `active`
 * (spec blocks §3 "Personalised view event": sent when the block first comes into view).
 */
export function useFirstView(ref: RefObject<Element | null>, active: boolean, onView: () => void): void {
  const seen = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || seen.current) return;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting && entry.boundingClientRect.height > 0);
      if (!visible || seen.current) return;
      seen.current = true;
      observer.disconnect();
      onView();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, onView]);
}
