import { reshapeArticle, reshapeArticleSummary, reshapeHeroMedia } from './reshape';
import { reshapeCategories, toFilterCategories } from './reshape-categories';
import { reshapeCampaign, reshapeContentItem } from './reshape-items';
import {
  upstreamArticle as articleSchema,
  upstreamCampaign,
  upstreamCategory,
  upstreamContentItem,
} from './upstream-schemas';
import { FALLBACK_HERO_IMAGE } from '../shared/images';
import { upstreamArticle, upstreamCategories, upstreamCategoryTree } from '../testing/fixtures';

const { index, roots, all } = reshapeCategories(upstreamCategories.map((c) => upstreamCategory.parse(c)));

function parseArticle(overrides: Record<string, unknown> = {}) {
  return articleSchema.parse(upstreamArticle(overrides));
}

describe('reshapeCategories', () => {
  it('normalises news children and builds paths', () => {
    expect(all.map((c) => [c.slug, c.path])).toEqual([
      ['news', 'news'],
      ['news-racing', 'news/racing'],
      ['news-community', 'news/community'],
      ['racedays', 'racedays'],
      ['racedays-summer', 'racedays/summer'],
      ['utility', 'utility'],
      ['external', 'external'],
      ['video', 'video'],
    ]);
  });

  it('nests children under their parents and indexes by id and slug', () => {
    expect(roots.map((c) => c.slug)).toEqual(['news', 'racedays', 'utility', 'external', 'video']);
    expect(roots[0]?.children.map((c) => c.id)).toEqual(['2', '3']);
    expect(index.bySlug.get('news-racing')?.id).toBe('2');
    expect(index.byId.get('5')?.text).toBe('Summer');
  });

  it('reads a tree, taking parents from the nesting and dropping malformed children', () => {
    const tree = [
      ...upstreamCategoryTree,
      { id: 10, slug: 'tickets', children: [{ id: 11 }, { id: 12, slug: 'tickets-royal' }] },
    ];
    const result = reshapeCategories(tree.map((c) => upstreamCategory.parse(c)));
    expect(result.roots.map((c) => c.slug)).toEqual(['news', 'video', 'tickets']);
    expect(result.index.byId.get('9')).toMatchObject({ parentId: '8', path: 'video/highlights' });
    expect(result.index.byId.get('2')).toMatchObject({ slug: 'news-racing', path: 'news/racing' });
    expect(result.index.byId.get('10')?.children.map((c) => c.id)).toEqual(['12']);
  });

  it('makes filter options, marking the selected ones', () => {
    const filters = toFilterCategories(roots.slice(0, 1), new Set(['3']));
    expect(filters[0]).toMatchObject({ id: '1', isSelected: false });
    expect(filters[0]?.children.map((c) => [c.id, c.isSelected])).toEqual([
      ['2', false],
      ['3', true],
    ]);
  });
});

describe('reshapeHeroMedia: image, else thumbnail, else video thumbnail, else the fallback', () => {
  it.each([
    [{ image: 'i', imageThumbnail: 't', videoThumbnail: 'v' }, 'i'],
    [{ imageThumbnail: 't', videoThumbnail: 'v' }, 't'],
    [{ videoThumbnail: 'v' }, 'v'],
    [{}, FALLBACK_HERO_IMAGE],
  ])('picks the image, else thumbnail, else video thumbnail, else the fallback (%o)', (hero, src) => {
    const parsed = articleSchema.parse(upstreamArticle({ heroMedia: { title: 'T', ...hero } }));
    expect(reshapeHeroMedia(parsed.heroMedia).heroImage).toEqual({
      src,
      alt: 'T',
      isFallback: src === FALLBACK_HERO_IMAGE,
    });
  });

  it('marks video heroes', () => {
    const parsed = parseArticle({ heroMedia: { title: 'T', content: { contentType: 'video' } } });
    expect(reshapeHeroMedia(parsed.heroMedia).isVideo).toBe(true);
  });
});

describe('reshapeArticle', () => {
  it('turns the upstream article into the view type', () => {
    const article = reshapeArticle(parseArticle(), index);
    expect(article).toMatchObject({
      id: '101',
      slug: 'summer-raceday',
      title: 'Summer Raceday',
      singlePage: true,
      version: '3',
      lastModified: '2025-06-02T10:00:00.000Z',
      publishDate: '2025-06-01T10:00:00.000Z',
      author: 'Press Office',
      loginRequired: true,
      displayCategory: { id: '5', text: 'Summer', slug: 'racedays-summer' },
      displayCategoryPath: 'racedays/summer',
      link: { href: '/racedays/summer/summer-raceday', external: false, newTab: false },
      linkedIds: [{ sourceSystem: 'RACES', sourceSystemId: '77', text: 'Race 7' }],
      tags: ['summer', 'family'],
      sourceSystem: 'CMS',
      sourceSystemId: 'src-101',
      isUtility: false,
      sponsor: { imageUrl: 'https://img.test/s.png', text: 'Sponsor', linkUrl: 'https://s.test' },
    });
    expect(article.blocks.map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(article.hero.heroImage.src).toBe('https://img.test/hero.jpg');
  });

  it('links articles without the single-page flag to /content/{slug}', () => {
    expect(reshapeArticleSummary(parseArticle({ singlePage: false }), index).link.href).toBe(
      '/content/summer-raceday',
    );
  });

  it('marks articles in the utility category', () => {
    expect(reshapeArticle(parseArticle({ categories: [{ id: 6 }] }), index).isUtility).toBe(true);
  });

  it('links articles in the external category to their hero link in a new tab', () => {
    const raw = parseArticle({ categories: [{ id: 7 }], heroMedia: { title: 'T', link: 'https://x.test' } });
    expect(reshapeArticleSummary(raw, index).link).toEqual({
      href: 'https://x.test',
      external: true,
      newTab: true,
    });
  });

  it('drops malformed blocks and fields but keeps the article', () => {
    const raw = parseArticle({
      content: [{ id: 'no-type' }, { contentType: 'TEXT' }],
      pinned: 'yes',
      tags: 'x',
    });
    const article = reshapeArticle(raw, index);
    expect(article.blocks).toHaveLength(1);
    expect(article.pinned).toBe(false);
    expect(article.tags).toEqual([]);
  });

  it('uses the text of an unknown display category as its path', () => {
    const raw = parseArticle({ displayCategory: { id: 99, text: 'Fine Dining' }, categories: [] });
    expect(reshapeArticleSummary(raw, index).link.href).toBe('/fine-dining/summer-raceday');
  });

  it('titles an article without a hero title by its title field, else by its slug', () => {
    const withField = parseArticle({ heroMedia: { summary: 'x' }, title: 'Summer Raceday Guide' });
    expect(reshapeArticleSummary(withField, index).title).toBe('Summer Raceday Guide');
    const bare = parseArticle({ heroMedia: { title: '  ' } });
    expect(reshapeArticle(bare, index).title).toBe('Summer raceday');
  });

  it('rejects an article without id or slug', () => {
    expect(articleSchema.safeParse(upstreamArticle({ slug: '' })).success).toBe(false);
    expect(articleSchema.safeParse(upstreamArticle({ id: undefined })).success).toBe(false);
  });
});

describe('reshapeArticleSummary: what the article is to a card', () => {
  const eventCard = (customContent: Record<string, unknown>) => ({
    contentType: 'CUSTOM',
    customContentType: 'event-card',
    customContent,
  });
  const summaryOf = (overrides: Record<string, unknown>) =>
    reshapeArticleSummary(parseArticle(overrides), index);

  it('is an event with its days when its event card gives a date, wherever it is filed', () => {
    const raceday = summaryOf({
      categories: [{ id: 2 }],
      content: [eventCard({ date_string: '16/12/2026', endDate_string: '20/12/2026' })],
    });
    expect(raceday.kind).toBe('event');
    expect(raceday.event).toEqual({ start: '2026-12-16', end: '2026-12-20' });
    // The card itself travels with the summary, so a fixture list draws it.
    expect(raceday.eventCard).toMatchObject({
      customContentType: 'event-card',
      customContent: { date_string: '16/12/2026' },
    });
  });

  it('is news in the news tree, a video in the video tree or with a video hero, else a page', () => {
    const noCard = { content: [] };
    expect(summaryOf({ ...noCard, categories: [{ id: 2 }], displayCategory: null }).kind).toBe('news');
    expect(summaryOf({ ...noCard, categories: [], displayCategory: { id: 8 } }).kind).toBe('video');
    expect(
      summaryOf({
        ...noCard,
        categories: [{ id: 5 }],
        heroMedia: { title: 'Film', content: { contentType: 'VIDEO' } },
      }).kind,
    ).toBe('video');
    const restaurant = summaryOf({ ...noCard, categories: [{ id: 5 }], displayCategory: { id: 5 } });
    expect(restaurant.kind).toBe('page');
    expect(restaurant.event).toBeNull();
    expect(restaurant.eventCard).toBeNull();
  });
});

describe('content items and campaigns', () => {
  it('reads the article in an item’s data', () => {
    const item = upstreamContentItem.parse({
      id: 'c1',
      key: 'global-notice',
      data: { article: upstreamArticle() },
    });
    expect(reshapeContentItem(item, index)).toMatchObject({
      id: 'c1',
      key: 'global-notice',
      block: null,
      article: { id: '101' },
    });
  });

  it('keeps an item with a content type as a block', () => {
    const item = upstreamContentItem.parse({ id: 5, contentType: 'TEXT', content: 'x' });
    expect(reshapeContentItem(item, index).block).toMatchObject({ contentType: 'TEXT', content: 'x' });
  });

  it('reads a campaign and its blocks, dropping malformed ones', () => {
    const campaign = upstreamCampaign.parse({
      id: 9,
      rulesetId: 'r1',
      contentType: 'CAMPAIGN',
      content: [{ contentType: 'PROMO', id: 'p' }, { nope: 1 }],
    });
    expect(reshapeCampaign(campaign)).toEqual({
      id: '9',
      rulesetId: 'r1',
      contentType: 'CAMPAIGN',
      blocks: [{ contentType: 'PROMO', id: 'p' }],
    });
  });

  it('renders a campaign without content as its own block', () => {
    const campaign = upstreamCampaign.parse({ contentType: 'CUSTOM', customContentType: 'versatile-block' });
    expect(reshapeCampaign(campaign).blocks).toEqual([
      { contentType: 'CUSTOM', customContentType: 'versatile-block' },
    ]);
  });
});
