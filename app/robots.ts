import type { MetadataRoute } from 'next';
import { robotsRules } from '@/features/seo/robots-rules';
import { getSettings } from '@/platform/settings';

// Answered per request: prerendered, it would keep the site URL of the machine that built it.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(getSettings().siteUrl);
}
