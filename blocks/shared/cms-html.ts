import 'server-only';
import { readScripts, type ScriptSpec } from '@/shared/html-scripts.mjs';
import { cleanHtml } from './clean-html';
import { withinNesting } from './html-nesting';

export interface CmsHtml {
  /** Safe, balanced markup with no script element. */
  html: string;
  /** The body's scripts, to re-insert after mount with their attributes, so they run. */
  scripts: ScriptSpec[];
}

/** A body from the content service read once by an HTML parser: its safe markup and its scripts. */
export function readCmsHtml(source: string): CmsHtml {
  const bounded = withinNesting(source);
  return { html: cleanHtml(bounded), scripts: readScripts(bounded) };
}
