import path from 'node:path';
import { PackError } from './issues';
import { loadPack } from './load-pack';
import { copyFixturePack, FIXTURE_PACK, type TempPack } from '../test-fixtures/temp-pack';

let pack: TempPack;
beforeEach(() => {
  pack = copyFixturePack();
});
afterEach(() => pack.cleanup());

/** The lines of the PackError that loading the temp pack raises. */
function problems(): string[] {
  try {
    loadPack(pack.dir);
  } catch (error) {
    if (error instanceof PackError) return [...error.issues];
    throw error;
  }
  throw new Error('the pack loaded without error');
}

const file = (name: string) => path.join(pack.dir, name);

describe('a good pack', () => {
  it('loads every file of the fixture', () => {
    const loaded = loadPack(FIXTURE_PACK, new Date('2026-06-01T12:00:00Z'));
    expect(loaded.info).toEqual({
      name: 'test-fixture',
      clientId: 'FURLONG',
      product: 'meeting',
      venue: 'Fixture Park',
    });
    expect(loaded.articles.map((article) => article.id)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    expect(
      [loaded.categories, loaded.contentItems, loaded.feeds, loaded.placements].map((list) => list.length),
    ).toEqual([8, 4, 3, 2]);
    expect([loaded.polls, loaded.fans, loaded.videos].map((list) => list.length)).toEqual([2, 2, 2]);
  });

  it('resolves relative dates against the load time', () => {
    const loaded = loadPack(FIXTURE_PACK, new Date('2026-06-01T12:00:00Z'));
    expect(loaded.articles[0]?.publishDate).toBe('2026-05-31T12:00:00.000Z');
    expect(loaded.articles[5]?.content[0]).toMatchObject({
      customContent: { countdownTimerDate_string: '21/6/2026', countdownTimerTime_string: '14:00' },
    });
  });

  it("fills each article category's text and slug from categories.json", () => {
    const trainer = loadPack(FIXTURE_PACK).articles.find((article) => article.id === 'a2');
    expect(trainer?.categories).toEqual([
      { id: '12', text: 'Racing', slug: 'news-racing' },
      { id: '13', text: 'Community', slug: 'news-community' },
    ]);
  });

  it('treats missing optional files as empty', () => {
    for (const name of [
      'content-items.json',
      'feeds.json',
      'placements.json',
      'polls.json',
      'fans.json',
      'videos.json',
    ]) {
      pack.remove(name);
    }
    const loaded = loadPack(pack.dir);
    expect(loaded.feeds).toEqual([]);
    expect(loaded.fans).toEqual([]);
  });
});

describe('block references', () => {
  it('are fine in the fixture', () => {
    expect(loadPack(FIXTURE_PACK).warnings).toEqual([]);
  });

  it('warn, without stopping the load, about feeds, polls, placements and videos the pack lacks', () => {
    pack.edit('articles/pages.json', (articles) => {
      articles[0].content = [
        { contentType: 'FEED', sourceSystemId: 'feed-racing' },
        { contentType: 'FEED', sourceSystemId: 'no-feed' },
        { contentType: 'POLL', pollId: 'no-poll' },
        { contentType: 'VIDEO', sourceSystem: 'YOUTUBE', sourceSystemId: 'yt-1' },
        { contentType: 'VIDEO', sourceSystemId: 'no-video' },
        { contentType: 'CUSTOM', customContent: { feed_content: { sourceSystemId: 'no-feed-2' } } },
      ];
    });
    pack.edit('content-items.json', (items) => void (items[1].placementId = 'no-placement'));
    expect(loadPack(pack.dir).warnings).toEqual([
      `${file('articles/pages.json')}: [0].content[1].sourceSystemId: unknown feed "no-feed"`,
      `${file('articles/pages.json')}: [0].content[2].pollId: unknown poll "no-poll"`,
      `${file('articles/pages.json')}: [0].content[4].sourceSystemId: video "no-video" is not in videos.json`,
      `${file('articles/pages.json')}: [0].content[5].customContent.feed_content.sourceSystemId: unknown feed "no-feed-2"`,
      `${file('content-items.json')}: [1].placementId: unknown placement "no-placement"`,
    ]);
  });

  it('stay quiet about what pack.json names as missing on purpose', () => {
    pack.edit('articles/pages.json', (articles) => {
      articles[0].content = [
        { contentType: 'FEED', sourceSystemId: 'feed-that-fails' },
        { contentType: 'POLL', pollId: 'poll-that-fails' },
        { contentType: 'POLL', pollId: 'no-poll' },
      ];
    });
    pack.edit(
      'pack.json',
      (info) => void (info.deliberatelyMissing = ['feed-that-fails', 'poll-that-fails']),
    );
    expect(loadPack(pack.dir).warnings).toEqual([
      `${file('articles/pages.json')}: [0].content[2].pollId: unknown poll "no-poll"`,
    ]);
  });
});

describe('a bad pack names the file, the field and the reason', () => {
  it('for a field of the wrong type', () => {
    pack.edit('articles/news.json', (articles) => void (articles[2].slug = 42));
    expect(problems()).toEqual([`${file('articles/news.json')}: [2].slug: expected string, received number`]);
  });

  it('for missing fields, in pack.json too', () => {
    pack.edit('pack.json', (info) => void delete info.clientId);
    pack.edit('polls.json', (polls) => void delete polls[0].options[1].label);
    expect(problems()).toEqual([
      `${file('pack.json')}: clientId: expected string, received undefined`,
      `${file('polls.json')}: [0].options[1].label: expected string, received undefined`,
    ]);
  });

  it('for a file that is not JSON, not a list, or missing', () => {
    pack.write('feeds.json', '[{ "id": ');
    pack.write('fans.json', '{}');
    pack.remove('categories.json');
    const lines = problems();
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${file('feeds.json')}: invalid JSON: `)));
    expect(lines).toContain(`${file('fans.json')}: expected an array`);
    expect(lines).toContain(`${file('categories.json')}: file is missing`);
  });

  it('for duplicate ids and slugs, across article files', () => {
    pack.edit('articles/pages.json', (articles) => {
      articles[0].id = 'a1';
      articles[1].slug = 'gold-cup-preview';
    });
    expect(problems()).toEqual([
      `${file('articles/pages.json')}: [0].id: duplicate id "a1" (first used in news.json [0])`,
      `${file('articles/pages.json')}: [1].slug: duplicate slug "gold-cup-preview" (first used in news.json [0])`,
    ]);
  });

  it('for references to unknown categories', () => {
    pack.edit('articles/news.json', (articles) => {
      articles[0].categories.push({ id: '99' });
      articles[1].displayCategory.id = '98';
    });
    pack.edit('categories.json', (categories) => void (categories[1].parentId = '97'));
    pack.edit('content-items.json', (items) => void (items[1].categoryIds = ['12', '96']));
    expect(problems()).toEqual([
      `${file('categories.json')}: [1].parentId: unknown category "97"`,
      `${file('articles/news.json')}: [0].categories[1].id: unknown category "99"`,
      `${file('articles/news.json')}: [1].displayCategory.id: unknown category "98"`,
      `${file('content-items.json')}: [1].categoryIds[1]: unknown category "96"`,
    ]);
  });

  it('for a category that is its own ancestor', () => {
    pack.edit('categories.json', (categories) => void (categories[0].parentId = '12'));
    expect(problems()).toContain(
      `${file('categories.json')}: [0].parentId: category "1" is its own ancestor`,
    );
  });

  it('for feeds with unknown articles or a query that does not parse', () => {
    pack.edit('feeds.json', (feeds) => {
      feeds[0].query = 'categories.slug:(news';
      feeds[1].articleIds.push('missing');
    });
    expect(problems()).toEqual([
      `${file('feeds.json')}: [0].query: invalid query: Expected ')' to close the '(' at character 17, found end of query (at character 22)`,
      `${file('feeds.json')}: [1].articleIds[2]: unknown article "missing"`,
    ]);
  });

  it('for a missing image or one outside images/', () => {
    pack.edit('articles/news.json', (articles) => {
      articles[0].heroMedia.image = 'pack:images/nope.jpg';
      articles[0].heroMedia.imageThumbnail = 'pack:images/../pack.json';
    });
    expect(problems()).toEqual([
      `${file('articles/news.json')}: [0].heroMedia.image: image not found: ${file('images/nope.jpg')}`,
      `${file('articles/news.json')}: [0].heroMedia.imageThumbnail: image path "../pack.json" leaves images/`,
    ]);
  });

  it('for duplicate poll options and a poll that closes before it opens', () => {
    pack.edit('polls.json', (polls) => {
      polls[0].options[2].id = 'j1';
      polls[1].validTo = '@now-9d';
    });
    expect(problems()).toEqual([
      `${file('polls.json')}: [0].options[2].id: duplicate option id "j1"`,
      `${file('polls.json')}: [1].validTo: is before validFrom`,
    ]);
  });

  it('for records of another client and relative dates it cannot read', () => {
    pack.edit('categories.json', (categories) => void (categories[0].clientId = 'OTHER'));
    pack.edit('articles/news.json', (articles) => void (articles[0].publishDate = '@now+3x'));
    expect(problems()).toEqual([
      expect.stringContaining(
        `${file('articles/news.json')}: [0].publishDate: unrecognised relative date "@now+3x"`,
      ),
      `${file('categories.json')}: [0].clientId: "OTHER" differs from the pack's clientId "FURLONG"`,
    ]);
  });

  it('for unique keys of content items, fans and videos', () => {
    pack.edit('content-items.json', (items) => void (items[1].key = 'global-notice'));
    pack.edit('fans.json', (fans) => void (fans[1].username = 'ada'));
    pack.edit('videos.json', (videos) => void (videos[1].sourceSystemId = 'v-free'));
    expect(problems()).toEqual([
      `${file('content-items.json')}: [1].key: duplicate key "global-notice" (first used in content-items.json [0])`,
      `${file('fans.json')}: [1].username: duplicate username "ada" (first used in fans.json [0])`,
      `${file('videos.json')}: [1].sourceSystemId: duplicate sourceSystemId "v-free" (first used in videos.json [0])`,
    ]);
  });

  it('lists every problem in one error message', () => {
    pack.edit('articles/news.json', (articles) => void (articles[0].pinned = 'yes'));
    pack.edit('fans.json', (fans) => void (fans[0].entitlements = 'all'));
    expect(() => loadPack(pack.dir)).toThrow(
      new RegExp(
        `is invalid:\\n  .*news\\.json: \\[0\\]\\.pinned: expected boolean.*\\n  .*fans\\.json: \\[0\\]\\.entitlements: expected array`,
      ),
    );
  });

  it('shows paths under the working directory relative to it', () => {
    const spy = vi.spyOn(process, 'cwd').mockReturnValue(path.dirname(pack.dir));
    pack.edit('articles/news.json', (articles) => void (articles[2].slug = 42));
    expect(problems()).toEqual([
      `${path.basename(pack.dir)}/articles/news.json: [2].slug: expected string, received number`,
    ]);
    spy.mockRestore();
  });
});
