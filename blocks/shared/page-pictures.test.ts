import { endRequest, oneRequest } from '@/test/one-request';
import { imageAddressesIn } from './page-pictures';

describe('the pictures in a page’s blocks', () => {
  it('finds image addresses at any depth, and nothing else', () => {
    const blocks = [
      { contentType: 'TEXT', content: '<p>See https://img.test/in-text.jpg</p>' },
      {
        contentType: 'CUSTOM',
        customContent: {
          image_content: { image: 'https://img.test/lawn.jpg', altText: 'The lawn' },
          items: [{ thumbnail: '/images/badge.png?w=200' }, { link: 'https://example.test/page' }],
          count: 3,
        },
      },
    ];
    expect(imageAddressesIn(blocks)).toEqual(['https://img.test/lawn.jpg', '/images/badge.png?w=200']);
  });

  it('stops at a nesting too deep to be content', () => {
    let deep: unknown = 'https://img.test/deep.jpg';
    for (let i = 0; i < 20; i += 1) deep = [deep];
    expect(imageAddressesIn(deep)).toEqual([]);
  });
});

describe('the pictures a page has shown', () => {
  it('waits for every feed, those that register while it waits too, and ignores a failed one', async () => {
    oneRequest();
    const page = await import('./page-pictures');
    page.showsPictures(['https://img.test/hero.jpg']);
    page.showsPictures(
      new Promise((resolve) =>
        setTimeout(() => {
          // A feed inside a tab, found once its tab has loaded.
          page.showsPictures(Promise.resolve(['https://img.test/in-a-tab.jpg']));
          resolve(['https://img.test/feed.jpg']);
        }, 5),
      ),
    );
    page.showsPictures(Promise.reject(new Error('feed down')));
    expect([...(await page.picturesShownOnPage())].sort()).toEqual([
      'https://img.test/feed.jpg',
      'https://img.test/hero.jpg',
      'https://img.test/in-a-tab.jpg',
    ]);
    endRequest();
  });
});

describe('the articles a page has listed', () => {
  it('collects the ids every feed shows, apart from the pictures, and ignores a failed feed', async () => {
    oneRequest();
    const page = await import('./page-pictures');
    page.showsPictures(['https://img.test/hero.jpg']);
    page.showsArticles(Promise.resolve(['food-festival-day-one', 'food-festival-day-two']));
    page.showsArticles(Promise.reject(new Error('feed down')));
    expect([...(await page.articlesShownOnPage())]).toEqual([
      'food-festival-day-one',
      'food-festival-day-two',
    ]);
    expect([...(await page.picturesShownOnPage())]).toEqual(['https://img.test/hero.jpg']);
    endRequest();
  });
});
