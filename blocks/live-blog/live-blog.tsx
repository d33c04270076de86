import { useId } from 'react';
import { getSettings } from '@/platform/settings';
import { ConsentGate } from '@/ui/consent/consent-gate.client';
import { LiveBlogFeed } from './live-blog-feed.lazy';
import type { LiveBlogProps } from './live-blog-schema';
import { contentProviderNeed } from '../shared/content-provider-need';

/**
 * LIVE_BLOG: the live blog service's web component for the blog, once the site's own
 * content provider is allowed (the blocked text until then). Without a live blog script configured
 * there is nothing to show, and the block draws nothing.
 */
export function LiveBlogBlock({ sourceSystemId }: LiveBlogProps) {
  const headingId = useId();
  const scriptUrl = getSettings().thirdParty.liveBlogScriptUrl;
  if (!scriptUrl) return null;
  return (
    <section aria-labelledby={headingId} className="container-page my-section">
      <h2 id={headingId} className="mb-stack flex items-center gap-3 heading-section">
        Live blog
        <span
          aria-hidden="true"
          className="h-2.5 w-2.5 animate-pulse rounded-full bg-alert motion-reduce:animate-none"
        />
      </h2>
      <div
        data-live-blog={sourceSystemId}
        className="flex min-h-72 max-w-measure flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-turf-900/10 sm:p-8"
      >
        <ConsentGate need={contentProviderNeed('Live blog')}>
          <LiveBlogFeed blogId={sourceSystemId} scriptUrl={scriptUrl} />
        </ConsentGate>
      </div>
    </section>
  );
}
