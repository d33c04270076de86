import 'server-only';
import { cache } from 'react';
import { takeoverArticlesIfKnown } from '@/features/takeover/takeover-active';
import { getCategoryTree } from '@/platform/content/categories';
import { getGlobalNotice } from '@/platform/content/global-notice';
import { getSiteFooter } from '@/platform/content/site-footer';
import { getSettings } from '@/platform/settings';
import type { ArticleSummary } from '@/platform/types/article';
import type { SiteFooterContent } from '@/platform/types/site-footer';
import type { NavItem } from '@/ui/layout/nav-types';
import type { Notice } from '@/ui/layout/notice-banner';
import { headerSections, navFromCategories } from './nav-from-categories';

export interface Shell {
  venue: string;
  product: string;
  siteUrl: string;
  nav: NavItem[];
  notice: Notice | null;
  /** The footer's editable parts; null while the content service has none to give. */
  footer: SiteFooterContent | null;
  /** The project takeover's articles; empty while none runs. */
  takeover: ArticleSummary[];
  /** Whether the content service said which takeover runs (false while it fails with nothing cached). */
  takeoverKnown: boolean;
}

async function orFallback<T>(load: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    // The frame of every page must render even when the content service is down.
    console.warn(`Layout: ${what} unavailable:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}

export const loadShell = cache(async (): Promise<Shell> => {
  const settings = getSettings();
  const [tree, notice, footer, takeover] = await Promise.all([
    orFallback(getCategoryTree(), [], 'category tree'),
    orFallback(getGlobalNotice(), null, 'global notice'),
    orFallback(getSiteFooter(), null, 'site footer'),
    takeoverArticlesIfKnown(),
  ]);
  return {
    venue: settings.siteName,
    product: settings.siteProduct,
    siteUrl: settings.siteUrl,
    nav: navFromCategories(tree, headerSections(settings.siteProduct)),
    notice: notice
      ? {
          title: notice.title,
          summary: notice.summary ?? undefined,
          href: notice.hero.link ?? notice.link.href,
        }
      : null,
    footer,
    takeover: takeover ?? [],
    takeoverKnown: takeover !== null,
  };
});
