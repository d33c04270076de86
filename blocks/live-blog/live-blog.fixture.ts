import type { LiveBlogProps } from './live-blog-schema';

export function liveBlogFixture(overrides: Partial<LiveBlogProps> = {}): LiveBlogProps {
  return { sourceSystemId: 'lb-royal-kingsmere-live', ...overrides };
}
