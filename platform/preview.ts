import 'server-only';
import { draftMode } from 'next/headers';

/**
 * Whether the request being answered is an editor's preview (Next's draft mode, turned on by
 * /api/preview); false outside a request's scope (a build, a test, the proxy).
 */
export async function inPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
