import { renderToStaticMarkup } from 'react-dom/server';
import { testArticle, testHero } from '@/features/seo/test-fixtures';
import { ArticleView } from './article-view';

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
