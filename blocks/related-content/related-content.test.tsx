// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { endRequest, oneRequest } from '@/test/one-request';
import { expectConsole } from '@/test/setup';
import { summaryFixture } from '@/ui/cards/card-fixture';
import { RelatedContent } from './related-content';
import { relatedContentSchema } from './related-content-schema';
import { relatedContentFixture } from './related-content.fixture';
import { sectionTitled } from '../shared/test-queries';

const { getRelatedArticles } = vi.hoisted(() => ({ getRelatedArticles: vi.fn() }));
vi.mock('@/platform/content/related', () => ({ getRelatedArticles }));

async function renderRelated(props = relatedContentFixture()) {
  const element = (await RelatedContent(props)) as ReactElement | null;
  return render(<>{element}</>);
}

describe('RelatedContent', () => {
  beforeEach(() => getRelatedArticles.mockReset());

  it('shows the title and a card per related article, linking to each', async () => {
    getRelatedArticles.mockResolvedValue([
      summaryFixture(),
      summaryFixture({
        id: '102',
        slug: 'going-report',
        title: 'Going report: good to firm',
        link: { href: '/content/going-report', external: false, newTab: false },
      }),
    ]);
    await renderRelated();
    expect(getRelatedArticles).toHaveBeenCalledWith({
      articleIds: [],
      tags: ['royal-kingsmere'],
      categoryIds: ['cat-news-racing'],
      linkedIds: [{ type: 'HORSE', ids: ['horse-silver-lantern'] }],
      max: 8,
      excludeIds: [],
    });
    const region = sectionTitled('More from Royal Kingsmere');
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Going report: good to firm' })).toHaveAttribute(
      'href',
      '/content/going-report',
    );
  });

  it('leaves out the page itself and the articles its feeds already list', async () => {
    oneRequest();
    vi.doMock('@/platform/content/related', () => ({ getRelatedArticles }));
    vi.doMock('../shared/current-article', () => ({ currentArticleId: () => 'food-festival' }));
    const page = await import('../shared/page-pictures');
    const { RelatedContent: InRequest } = await import('./related-content');
    // The meeting's own 'Festival days' feed, higher on the page.
    page.showsArticles(Promise.resolve(['food-festival-day-one', 'food-festival-day-two']));
    getRelatedArticles.mockResolvedValue([summaryFixture()]);
    render(<>{(await InRequest(relatedContentFixture())) as ReactElement}</>);
    expect(getRelatedArticles).toHaveBeenCalledWith(
      expect.objectContaining({
        excludeIds: ['food-festival', 'food-festival-day-one', 'food-festival-day-two'],
      }),
    );
    endRequest();
  });

  it('titles the cards at level 2 when the block has no title', async () => {
    getRelatedArticles.mockResolvedValue([summaryFixture()]);
    await renderRelated(relatedContentFixture({ title: undefined }));
    expect(screen.getByRole('heading', { level: 2, name: /Gold Cup/ })).toBeInTheDocument();
  });

  it('renders nothing and warns when the load fails or finds nothing', async () => {
    const warn = expectConsole('warn');
    getRelatedArticles.mockRejectedValueOnce(new Error('upstream unavailable'));
    expect(await RelatedContent(relatedContentFixture())).toBeNull();
    getRelatedArticles.mockResolvedValueOnce([]);
    expect(await RelatedContent(relatedContentFixture())).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('More from Royal Kingsmere'));
  });
});

describe('relatedContentSchema', () => {
  it("reads the pack's block, grouping linked ids by source system", () => {
    expect(
      relatedContentSchema.parse({
        contentType: 'RELATED_CONTENT',
        title: 'Related',
        tags: ['royal-kingsmere'],
        categoryIds: ['cat-news-racing'],
        linkedIds: [
          { sourceSystem: 'HORSE', sourceSystemId: 'horse-silver-lantern' },
          { sourceSystem: 'HORSE', sourceSystemId: 'horse-parish-bell' },
          { sourceSystem: 'JOCKEY', sourceSystemId: 'jockey-01' },
          { sourceSystem: 'HORSE' },
        ],
        articleIds: [],
        max: 8,
      }),
    ).toEqual({
      title: 'Related',
      tags: ['royal-kingsmere'],
      categoryIds: ['cat-news-racing'],
      linkedIds: [
        { type: 'HORSE', ids: ['horse-silver-lantern', 'horse-parish-bell'] },
        { type: 'JOCKEY', ids: ['jockey-01'] },
      ],
      articleIds: [],
      max: 8,
    });
  });

  it('defaults max to 10', () => {
    expect(relatedContentSchema.parse({ contentType: 'RELATED_CONTENT', tags: ['enclosures'] }).max).toBe(10);
  });

  it('asks for no more than 24 articles, whatever max says', () => {
    expect(relatedContentSchema.parse({ contentType: 'RELATED_CONTENT', max: 1_000_000_000 }).max).toBe(24);
  });

  it('rejects a max that is not a whole positive number', () => {
    expect(
      relatedContentSchema.safeParse({ title: 'Related with max as a string', max: 'ten' }).success,
    ).toBe(false);
    expect(relatedContentSchema.safeParse({ max: -1 }).success).toBe(false);
  });
});
