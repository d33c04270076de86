import { articleMetadata } from './article-metadata';
import { testArticle, testHero, testSite } from './test-fixtures';

const site = testSite;

describe('articleMetadata', () => {
  it('takes title and description from the hero when the article metadata has none', () => {
    const metadata = articleMetadata(testArticle(), {
      path: '/content/silver-lantern-wins-summer-mile',
      site,
    });
    expect(metadata.title).toBe('Silver Lantern lands the Summer Mile');
    expect(metadata.description).toBe('Isabel Thorne times it perfectly.');
  });

  it("prefers the editors' search title and description from the article metadata", () => {
    const article = testArticle({
      metadata: { seoTitle: '  Summer Mile result ', metaDescription: 'Photo finish\n at Kingsmere' },
    });
    const metadata = articleMetadata(article, { path: '/content/x', site });
    expect(metadata.title).toBe('Summer Mile result');
    expect(metadata.description).toBe('Photo finish at Kingsmere');
    expect(metadata.openGraph).toMatchObject({
      title: 'Summer Mile result',
      description: 'Photo finish at Kingsmere',
    });
  });

  it('ignores metadata values of the wrong type', () => {
    const article = testArticle({ metadata: { seoTitle: 42, seoDescription: { text: 'x' }, title: '' } });
    const metadata = articleMetadata(article, { path: '/content/x', site });
    expect(metadata.title).toBe('Silver Lantern lands the Summer Mile');
    expect(metadata.description).toBe('Isabel Thorne times it perfectly.');
  });

  it("points the canonical address at the article's resolved path, not the path asked for", () => {
    const article = testArticle({
      slug: 'royal-kingsmere-week-day-one',
      singlePage: true,
      link: { href: '/racedays/royal-kingsmere-week-day-one', external: false, newTab: false },
    });
    const metadata = articleMetadata(article, { path: '/racedays/royal-kingsmere-week/day-one', site });
    const canonical = 'https://www.kingsmere.test/racedays/royal-kingsmere-week-day-one';
    expect(metadata.alternates?.canonical).toBe(canonical);
    expect(metadata.openGraph).toMatchObject({ url: canonical });
  });

  it('gives the home article the site root as its canonical address', () => {
    const article = testArticle({ slug: 'home', link: { href: '/home', external: false, newTab: false } });
    expect(articleMetadata(article, { path: '/', site }).alternates?.canonical).toBe(
      'https://www.kingsmere.test/',
    );
  });

  it('falls back to the requested path when the article links off-site', () => {
    const article = testArticle({
      link: { href: 'https://news.example/story', external: true, newTab: true },
    });
    expect(articleMetadata(article, { path: '/content/story', site }).alternates?.canonical).toBe(
      'https://www.kingsmere.test/content/story',
    );
  });

  it('describes the article for Open Graph, with an absolute hero image and its alt text', () => {
    const metadata = articleMetadata(testArticle(), { path: '/content/x', site });
    expect(metadata.openGraph).toEqual({
      type: 'article',
      title: 'Silver Lantern lands the Summer Mile',
      description: 'Isabel Thorne times it perfectly.',
      url: 'https://www.kingsmere.test/content/silver-lantern-wins-summer-mile',
      siteName: 'Kingsmere Park',
      images: [{ url: 'https://img.kingsmere.test/hero.jpg', alt: 'Silver Lantern lands the Summer Mile' }],
      publishedTime: '2031-06-13T10:00:00.000Z',
      modifiedTime: '2031-06-14T09:30:00.000Z',
      authors: ['Harriet Vale'],
    });
  });

  it('makes a site-relative hero image (the fallback) absolute', () => {
    const hero = testHero({ heroImage: { src: '/images/fallback-hero.jpg', alt: 'Hero', isFallback: true } });
    const metadata = articleMetadata(testArticle({ hero }), { path: '/content/x', site });
    expect(metadata.openGraph).toMatchObject({
      images: [{ url: 'https://www.kingsmere.test/images/fallback-hero.jpg', alt: 'Hero' }],
    });
  });

  it('leaves out an image that is no web address, and dates that do not parse', () => {
    const hero = testHero({ heroImage: { src: 'javascript:alert(1)', alt: '', isFallback: false } });
    const article = testArticle({ hero, publishDate: 'soon', lastModified: null, author: null });
    const metadata = articleMetadata(article, { path: '/content/x', site });
    expect(metadata.openGraph).not.toHaveProperty('images', expect.anything());
    expect(metadata.openGraph).not.toHaveProperty('publishedTime', expect.anything());
    expect(metadata.openGraph).not.toHaveProperty('authors', expect.anything());
    expect(metadata.twitter).not.toHaveProperty('images', expect.anything());
  });

  it('asks for a large-image Twitter card', () => {
    const metadata = articleMetadata(testArticle(), { path: '/content/x', site });
    expect(metadata.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Silver Lantern lands the Summer Mile',
      description: 'Isabel Thorne times it perfectly.',
      images: [{ url: 'https://img.kingsmere.test/hero.jpg', alt: 'Silver Lantern lands the Summer Mile' }],
    });
  });

  it("titles the page by the site's name alone when the article has no title, and leaves out the description", () => {
    const hero = testHero({ title: '   ', summary: null });
    const metadata = articleMetadata(testArticle({ hero, title: '   ', summary: null }), {
      path: '/x',
      site,
    });
    expect(metadata.title).toEqual({ absolute: 'Kingsmere Park' });
    expect(metadata.description).toBeUndefined();
  });

  it('counts a title of control characters, which show as nothing, as no title', () => {
    const article = testArticle({ title: '\u0000', metadata: { seoTitle: '\u0007 \u0000' } });
    expect(articleMetadata(article, { path: '/x', site }).title).toEqual({ absolute: 'Kingsmere Park' });
  });

  it('asks search engines not to index an article tagged noindex, and indexes the rest', () => {
    const hidden = articleMetadata(testArticle({ tags: ['Racing', 'NoIndex'] }), { path: '/x', site });
    expect(hidden.robots).toEqual({ index: false, follow: true });
    expect(articleMetadata(testArticle({ tags: ['Racing'] }), { path: '/x', site }).robots).toBeUndefined();
  });
});
