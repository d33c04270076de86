import 'server-only';
import { draftMode } from 'next/headers';
import { secretMatches } from '@/platform/secrets';
import { getSettings } from '@/platform/settings';

/** Where the report lives; never cached, never indexed. */
export const CONTENT_HEALTH_PATH = '/_content-health';

/**
 * Whether this request may read the content health report: an editor's preview session, or the
 * preview secret (PREVIEW_SECRET) in `?secret=`. With preview off, no one may.
 */
export async function mayReadContentHealth(secret: string | null): Promise<boolean> {
  const configured = getSettings().previewSecret;
  if (!configured) return false;
  if (secretMatches(secret, configured)) return true;
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
