'use client';

import { useEffect, useRef } from 'react';
import type { ScriptSpec } from './scripts';

/**
 * spec blocks §5: the scripts of an HTML body are re-inserted after mount, attributes copied, so they
 * run (scripts set through innerHTML never do). They go into the body's own container.
 */
export function ReinsertScripts({ scripts }: { scripts: ScriptSpec[] }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const container = marker.current?.parentElement;
    if (!container) return;
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
