import { newsArticleJsonLd } from './news-article-json-ld';
import { testArticle, testHero, testSite } from './test-fixtures';

describe('newsArticleJsonLd', () => {
  it('describes a news article with its headline, image, dates, author, publisher and page', () => {
    expect(newsArticleJsonLd(testArticle(), testSite)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Silver Lantern lands the Summer Mile',
      description: 'Isabel Thorne times it perfectly.',
      image: ['https://img.kingsmere.test/hero.jpg'],
      datePublished: '2031-06-13T10:00:00.000Z',
      dateModified: '2031-06-14T09:30:00.000Z',
      author: { '@type': 'Person', name: 'Harriet Vale' },
      publisher: { '@type': 'Organization', name: 'Kingsmere Park', url: 'https://www.kingsmere.test/' },
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'https://www.kingsmere.test/content/silver-lantern-wins-summer-mile',
      },
      url: 'https://www.kingsmere.test/content/silver-lantern-wins-summer-mile',
    });
  });

  it('names the venue as an organisation when it is the author, and shows its logo when it has one', () => {
    const site = { ...testSite, logoUrl: 'https://www.kingsmere.test/logo.png' };
    const data = newsArticleJsonLd(testArticle({ author: 'kingsmere park' }), site);
    expect(data.author).toEqual({
      '@type': 'Organization',
      name: 'kingsmere park',
      url: 'https://www.kingsmere.test/',
    });
    expect(data.publisher).toMatchObject({
      logo: { '@type': 'ImageObject', url: 'https://www.kingsmere.test/logo.png' },
    });
  });

  it('uses the publish date as the modified date when the article has none', () => {
    const data = newsArticleJsonLd(testArticle({ lastModified: null }), testSite);
    expect(data.dateModified).toBe('2031-06-13T10:00:00.000Z');
  });

  it('leaves out what is missing or malformed instead of failing', () => {
    const hero = testHero({
      title: '',
      summary: null,
      heroImage: { src: 'data:x', alt: '', isFallback: false },
    });
    const article = testArticle({
      hero,
      title: '',
      summary: null,
      publishDate: 'not a date',
      lastModified: 'never',
      author: { name: 'x' } as unknown as string,
      link: { href: 'https://elsewhere.example/', external: true, newTab: true },
    });
    const data = newsArticleJsonLd(article, testSite);
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'publisher']);
  });
});
