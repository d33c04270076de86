import { renderToStaticMarkup } from 'react-dom/server';
import { testArticle, testHero } from '@/features/seo/test-fixtures';
import { ArticleView } from './article-view';

// The blocks as their ids only: the tests here are about where the page puts them.
vi.mock('@/blocks/render-blocks', () => ({
  RenderBlocks: ({ blocks }: { blocks: { id?: string }[] }) =>
    blocks.map((block) => <div key={block.id} id={block.id} />),
}));

function heading(html: string): string {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
}

describe('ArticleView', () => {
  it("heads the page with the article's title", () => {
    const html = renderToStaticMarkup(
      <ArticleView
        article={testArticle({ displayCategory: null, blocks: [] })}
        showMeta
        siteName="Kingsmere Park"
      />,
    );
    expect(heading(html)).toBe('Silver Lantern lands the Summer Mile');
  });

  it("heads the page with the site's name when the article has no readable title", () => {
    const article = testArticle({
      title: ' ',
      hero: testHero({ title: '' }),
      displayCategory: null,
      blocks: [],
    });
    const html = renderToStaticMarkup(<ArticleView article={article} showMeta siteName="Kingsmere Park" />);
    expect(heading(html)).toBe('Kingsmere Park');
  });

  it('links no sponsor whose address would run code', () => {
    const article = testArticle({
      displayCategory: null,
      blocks: [],
      sponsors: [{ text: 'Harrowgate', imageUrl: null, linkUrl: 'data:text/html,<p>x</p>' }],
    });
    const html = renderToStaticMarkup(<ArticleView article={article} showMeta siteName="Kingsmere Park" />);
    expect(html).toContain('Harrowgate');
    expect(html).not.toContain('data:text/html');
  });
});

describe('ArticleView share links', () => {
  const story = testArticle({ displayCategory: null, blocks: [] });

  it("offers a story's share links for the site's address of its page", () => {
    const html = renderToStaticMarkup(
      <ArticleView
        article={story}
        showMeta
        siteName="Kingsmere Park"
        shareUrl="https://www.kingsmere.example/content/silver-lantern"
      />,
    );
    expect(html).toContain('aria-label="Share this story"');
    expect(html).toContain(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://www.kingsmere.example/content/silver-lantern')}`,
    );
  });

  it('offers none on a single page', () => {
    const html = renderToStaticMarkup(
      <ArticleView
        article={story}
        showMeta={false}
        siteName="Kingsmere Park"
        shareUrl="https://www.kingsmere.example/tickets"
      />,
    );
    expect(html).not.toContain('Share this story');
  });
});

describe('ArticleView of a video or a story', () => {
  const pageUrl = 'https://www.kingsmere.example/content/video-summer-mile-replay';

  it('gives a video no reading time, and a news story its reading time', () => {
    const video = testArticle({ kind: 'video', readTimeMinutes: 1, displayCategory: null, blocks: [] });
    const news = testArticle({ kind: 'news', readTimeMinutes: 3, displayCategory: null, blocks: [] });
    expect(
      renderToStaticMarkup(<ArticleView article={video} showMeta siteName="Kingsmere Park" />),
    ).not.toContain('min read');
    expect(renderToStaticMarkup(<ArticleView article={news} showMeta siteName="Kingsmere Park" />)).toContain(
      '3 min read',
    );
  });

  it('puts the share links under the story and above the related list that closes the page', () => {
    const article = testArticle({
      displayCategory: null,
      blocks: [
        { contentType: 'TEXT', id: 'story-text', content: '<p>The story.</p>', isHtml: true },
        { contentType: 'RELATED_CONTENT', id: 'more-video', title: 'More video', max: 6 },
      ],
    });
    const html = renderToStaticMarkup(
      <ArticleView article={article} showMeta siteName="Kingsmere Park" shareUrl={pageUrl} />,
    );
    const story = html.indexOf('id="story-text"');
    const share = html.indexOf('aria-label="Share this story"');
    const related = html.indexOf('id="more-video"');
    expect(story).toBeGreaterThan(-1);
    expect(share).toBeGreaterThan(story);
    expect(related).toBeGreaterThan(share);
  });
});
