// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { LiveBlogBlock } from './live-blog';
import { liveBlogSchema } from './live-blog-schema';
import { liveBlogFixture } from './live-blog.fixture';
import { sectionTitled } from '../shared/test-queries';

describe('LiveBlogBlock', () => {
  it("keeps the live blog's place, saying what will appear there", () => {
    render(<LiveBlogBlock {...liveBlogFixture()} />);
    const region = sectionTitled('Live blog');
    expect(region).toHaveTextContent('Live updates will appear here.');
    expect(region.querySelector('[data-live-blog="lb-royal-kingsmere-live"]')).not.toBeNull();
  });
});

describe('liveBlogSchema', () => {
  it('needs the blog id', () => {
    expect(
      liveBlogSchema.parse({ contentType: 'LIVE_BLOG', sourceSystemId: 'lb-royal-kingsmere-live' }),
    ).toEqual({
      sourceSystemId: 'lb-royal-kingsmere-live',
    });
    expect(liveBlogSchema.safeParse({ contentType: 'LIVE_BLOG' }).success).toBe(false);
    expect(liveBlogSchema.safeParse({ contentType: 'LIVE_BLOG', sourceSystemId: 7 }).success).toBe(false);
  });
});
