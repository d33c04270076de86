'use client';

import { useEffect, useRef } from 'react';
import type { ScriptSpec } from './script-spec';

/** True when this page was reached inside the app rather than loaded as a document. */
function reachedByClientNavigation(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  if (!entry) return false;
  const loaded = new URL(entry.name);
  return loaded.pathname !== window.location.pathname || loaded.search !== window.location.search;
}

/**
 * spec blocks §5: the scripts of an HTML body are re-inserted after mount, attributes copied, so they
 * run (scripts set through innerHTML never do). They go into the body's own container. The page's
 * Content-Security-Policy allows an inline one by its hash, announced in the page's own HTML: reached by
 * navigating inside the site, the policy in force is the first page's, so the page is loaded afresh.
 */
export function ReinsertScripts({ scripts }: { scripts: ScriptSpec[] }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const container = marker.current?.parentElement;
    if (!container) return;
    const inline = scripts.some((spec) => !spec.attributes.some(([name]) => name === 'src'));
    if (inline && reachedByClientNavigation()) {
      window.location.reload();
      return;
    }
    const inserted = scripts.map((spec) => {
      const script = document.createElement('script');
      for (const [name, value] of spec.attributes) script.setAttribute(name, value);
      script.text = spec.text;
      container.appendChild(script);
      return script;
    });
    return () => inserted.forEach((script) => script.remove());
  }, [scripts]);
  return <span ref={marker} hidden />;
}
