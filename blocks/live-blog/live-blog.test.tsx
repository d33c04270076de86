// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { setConsent } from '@/ui/consent/consent-store';
import { LiveBlogBlock } from './live-blog';
import { liveBlogSchema } from './live-blog-schema';
import { liveBlogFixture } from './live-blog.fixture';
import { sectionTitled } from '../shared/test-queries';

const SCRIPT = 'https://liveblog.test/widget.js';
const { settings } = vi.hoisted(() => ({
  settings: { thirdParty: { liveBlogScriptUrl: null as string | null, consentContentVendor: 'Furlong' } },
}));
vi.mock('@/platform/settings', () => ({ getSettings: () => settings }));

beforeEach(() => {
  settings.thirdParty.liveBlogScriptUrl = SCRIPT;
});

afterEach(() => {
  act(() => setConsent({ status: 'waiting', entries: [] }));
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('LiveBlogBlock', () => {
  it('shows the blocked text naming the live blog until its provider is allowed, and loads nothing before', () => {
    render(<LiveBlogBlock {...liveBlogFixture()} />);
    const region = sectionTitled('Live blog');
    expect(region).toHaveTextContent(
      'This feature (Live blog) is currently not available because you need to provide consent to functional cookies. Please update your cookie preferences',
    );
    expect(region.querySelector('live-blog-feed')).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it("once allowed, loads the web component's script and puts its element in with the blog's id", async () => {
    act(() => setConsent({ status: 'ready', entries: [{ id: 'f', name: 'Furlong', isAllowed: true }] }));
    render(<LiveBlogBlock {...liveBlogFixture()} />);
    const region = sectionTitled('Live blog');
    const feed = await waitFor(() => {
      const element = region.querySelector('live-blog-feed');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(feed).toHaveAttribute('blog-id', 'lb-royal-kingsmere-live');
    expect(document.head.querySelectorAll(`script[src="${SCRIPT}"]`)).toHaveLength(1);
    expect(region).not.toHaveTextContent('will appear here');
  });

  it('draws nothing when no live blog is configured', () => {
    settings.thirdParty.liveBlogScriptUrl = null;
    const { container } = render(<LiveBlogBlock {...liveBlogFixture()} />);
    expect(container).toBeEmptyDOMElement();
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
