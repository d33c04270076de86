import 'server-only';
import { inPreview } from '@/platform/preview';
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
  return secretMatches(secret, configured) || (await inPreview());
}
