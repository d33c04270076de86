import { bearer, setupSandbox } from '../../test-fixtures/harness';

const sandbox = setupSandbox();
const ids = (articles: { id: string }[]) => articles.map((article) => article.id);

describe('content service: common rules', () => {
  it('refuses a call without clientId, or with another one, with a 400 envelope', async () => {
    for (const path of [
      '/content/v2/articles',
      '/content/v2/categories',
      '/content/v1/FURLONG/content/ci-1',
    ]) {
      expect(await sandbox.call(path)).toMatchObject({
        status: 400,
        body: {
          status: 'error',
          error: { code: 'bad_request', message: 'Missing required query parameter clientId' },
        },
      });
    }
    expect((await sandbox.call('/content/v2/articles?clientId=OTHER')).status).toBe(400);
    expect((await sandbox.call('/content/v1/OTHER/content/ci-1?clientId=FURLONG')).status).toBe(400);
  });

  it('answers an unknown id or slug with a 404 envelope', async () => {
    for (const path of [
      '/content/v2/articles/nope',
      '/content/v2/articles/slug/nope',
      '/content/v2/categories/nope',
      '/content/v2/categories/slug/nope',
      '/content/v1/feeds/nope/execute',
      '/content/v1/FURLONG/content/nope',
      '/content/v1/FURLONG/content/key/nope',
      '/content/v1/FURLONG/placements/nope/execute',
    ]) {
      const answer = await sandbox.call(`${path}?clientId=FURLONG`);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toMatchObject({ status: 'error', error: { code: 'not_found' } });
    }
  });

  it("answers an editor's unpublished version only to a preview request, by slug or id", async () => {
    const title = async (path: string) => {
      const answer = await sandbox.call(`${path}${path.includes('?') ? '&' : '?'}clientId=FURLONG`);
      return answer.status === 200 ? answer.body.data.article.heroMedia.title : answer.status;
    };
    expect(await title('/content/v2/articles/slug/gold-cup-preview')).toBe('Gold Cup preview');
    expect(await title('/content/v2/articles/slug/gold-cup-preview?preview=true')).toBe(
      'Gold Cup preview: the final field',
    );
    expect(await title('/content/v2/articles/a1?preview=true')).toBe('Gold Cup preview: the final field');
    expect(await title('/content/v2/articles/slug/unpublished-story')).toBe(404);
    expect(await title('/content/v2/articles/slug/unpublished-story?preview=true')).toBe(
      'An unpublished story',
    );
    const search = await sandbox.call(
      '/content/v2/articles/search?clientId=FURLONG&query=id:d2&preview=true',
    );
    expect(search.body.data.articles).toEqual([]);
  });

  it('rewrites pack images to absolute URLs on the sandbox, wherever they appear in a string', async () => {
    const { body } = await sandbox.call('/content/v2/articles/slug/gold-cup-preview?clientId=FURLONG');
    expect(body.data.article.heroMedia.image).toBe(`${sandbox.url}/images/hero.png`);
    expect(body.data.article.content[0].content).toBe(`Look: ![hero](${sandbox.url}/images/hero.png)`);
  });

  it('refuses bad paging parameters', async () => {
    const answer = await sandbox.call('/content/v2/articles?clientId=FURLONG&size=0');
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringContaining('size') } },
    });
    expect((await sandbox.call('/content/v2/articles?clientId=FURLONG&page=-1')).status).toBe(400);
  });
});

describe('categories', () => {
  it('lists categories flat', async () => {
    const { status, body } = await sandbox.call('/content/v2/categories?clientId=FURLONG&size=9999');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(8);
    expect(body.metadata).toEqual({ pageNumber: 0, totalPages: 1, pageSize: 9999, totalItems: 8 });
  });

  it('builds the tree: top-level nodes with children, recursively', async () => {
    const { body } = await sandbox.call('/content/v2/categories?clientId=FURLONG&tree=true');
    const slugs = body.data.map((node: { slug: string }) => node.slug);
    expect(slugs).toEqual(['news', 'video', 'utility', 'project-takeover', 'enclosures']);
    expect(body.data[0].children.map((node: { slug: string }) => node.slug)).toEqual([
      'news-racing',
      'news-community',
    ]);
    expect(body.data[0].children[0].children).toEqual([]);
  });

  it('finds a category by id and by slug', async () => {
    expect((await sandbox.call('/content/v2/categories/12?clientId=FURLONG')).body.data.slug).toBe(
      'news-racing',
    );
    expect((await sandbox.call('/content/v2/categories/slug/video?clientId=FURLONG')).body.data.id).toBe('2');
  });
});

describe('articles', () => {
  it('answers one article by id or slug as data.article, with category text and slug filled in', async () => {
    const byId = await sandbox.call('/content/v2/articles/a2?clientId=FURLONG');
    expect(byId.body.data.article.categories).toEqual([
      { id: '12', text: 'Racing', slug: 'news-racing' },
      { id: '13', text: 'Community', slug: 'news-community' },
    ]);
    const bySlug = await sandbox.call('/content/v2/articles/slug/utility-redirects-page?clientId=FURLONG');
    expect(bySlug.body.data.article.content[0].customContent).toEqual({
      from_string: '/old',
      to_string: '/news',
    });
  });

  it('lists articles pinned first then newest first, filtered and paged', async () => {
    const all = await sandbox.call('/content/v2/articles?clientId=FURLONG');
    expect(ids(all.body.data.articles)).toEqual(['a2', 'a3', 'a1', 'a4', 'a6', 'a5']);
    const racing = await sandbox.call(
      '/content/v2/articles?clientId=FURLONG&categorySlug=news-racing&singlePage=false',
    );
    expect(ids(racing.body.data.articles)).toEqual(['a2', 'a1']);
    const page = await sandbox.call('/content/v2/articles?clientId=FURLONG&page=1&size=4');
    expect(ids(page.body.data.articles)).toEqual(['a6', 'a5']);
    expect(page.body.metadata).toEqual({ pageNumber: 1, totalPages: 2, pageSize: 4, totalItems: 6 });
  });

  it('filters the list for related articles by tags, linked ids and article ids', async () => {
    const call = async (query: string) =>
      ids((await sandbox.call(`/content/v2/articles?clientId=FURLONG&${query}`)).body.data.articles);
    expect(await call('tags=interview,Gold%20Cup')).toEqual(['a2', 'a1']);
    expect(await call('linkedIds=HORSE:h1,h2')).toEqual(['a1']);
    expect(await call('articleId=a6,a4')).toEqual(['a4', 'a6']);
    expect(await call('categoryId=20')).toEqual(['a3']);
  });
});

describe('article search', () => {
  const search = (query: string, extra = '') =>
    sandbox.call(`/content/v2/articles/search?clientId=FURLONG&query=${encodeURIComponent(query)}${extra}`);

  it('runs the queries the site sends, newest first', async () => {
    expect(ids((await search('singlePage:false AND categories.id:("12")')).body.data.articles)).toEqual([
      'a1',
      'a2',
    ]);
    expect(ids((await search('singlePage:true AND categories.id:50')).body.data.articles)).toEqual(['a6']);
    expect(ids((await search('displayCategory.id:12 AND NOT id:a1')).body.data.articles)).toEqual(['a2']);
    expect(ids((await search('categories.id:(12 AND 13)')).body.data.articles)).toEqual(['a2']);
    expect(ids((await search('categories.slug:project-takeover')).body.data.articles)).toEqual(['a4']);
  });

  it('pages with 0-based page numbers and totals', async () => {
    const { body } = await search('singlePage:false', '&page=1&size=2');
    expect(ids(body.data.articles)).toEqual(['a2']);
    expect(body.metadata).toEqual({ pageNumber: 1, totalPages: 2, pageSize: 2, totalItems: 3 });
  });

  it('sorts as asked', async () => {
    const { body } = await search('singlePage:false', '&sort=publishDate,ASC');
    expect(ids(body.data.articles)).toEqual(['a2', 'a1', 'a3']);
    expect((await search('a', '&sort=sideways')).status).toBe(400);
  });

  it('answers a malformed query with a 400 that says what is wrong', async () => {
    const answer = await search('categories.id:("12"');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: 'error',
      error: {
        code: 'bad_request',
        message: `Invalid query: Expected ')' to close the '(' at character 15, found end of query (at character 20)`,
      },
    });
  });
});

describe('feeds', () => {
  it('executes a feed query newest first, with paging', async () => {
    const { body } = await sandbox.call('/content/v1/feeds/feed-racing/execute?clientId=FURLONG&size=1');
    expect(body.data.title).toBe('Latest racing news');
    expect(ids(body.data.articles)).toEqual(['a1']);
    expect(body.metadata).toEqual({ pageNumber: 0, totalPages: 2, pageSize: 1, totalItems: 2 });
  });

  it("keeps a hand-picked feed in the editor's order", async () => {
    const { body } = await sandbox.call('/content/v1/feeds/feed-picked/execute?clientId=FURLONG');
    expect(ids(body.data.articles)).toEqual(['a6', 'a1']);
  });

  it("pages a feed by its editor's size, unless the request asks for another", async () => {
    const own = await sandbox.call('/content/v1/feeds/feed-picked-one/execute?clientId=FURLONG');
    expect(ids(own.body.data.articles)).toEqual(['a6']);
    expect(own.body.metadata).toMatchObject({ pageSize: 1, totalPages: 2 });
    const asked = await sandbox.call('/content/v1/feeds/feed-picked-one/execute?clientId=FURLONG&size=5');
    expect(ids(asked.body.data.articles)).toEqual(['a6', 'a1']);
  });
});

describe('content items and placements', () => {
  const items = async (query: string) =>
    (await sandbox.call(`/content/v1/FURLONG/content?clientId=FURLONG&${query}`)).body.data.map(
      (item: { id: string }) => item.id,
    );

  it('finds items by tags, categories and linked ids (any listed value)', async () => {
    expect(await items('tags=summer,other')).toEqual(['ci-1', 'ci-3']);
    expect(await items('categories=13')).toEqual(['ci-3']);
    expect(await items('linkedIds=HORSE:h1')).toEqual(['ci-1']);
    expect(await items('linkedIds=HORSE:h9;RACEDAY:rd-1,rd-2')).toEqual(['ci-2']);
    expect(await items('tags=promo&linkedIds=RACEDAY:rd-1')).toEqual(['ci-2']);
    expect(await items('contentType=TEXT')).toEqual(['ci-3']);
    expect(
      (await sandbox.call('/content/v1/FURLONG/content?clientId=FURLONG&linkedIds=nocolon')).status,
    ).toBe(400);
  });

  it('answers one item by id and by key', async () => {
    expect((await sandbox.call('/content/v1/FURLONG/content/ci-2?clientId=FURLONG')).body.data.title).toBe(
      'Raceday promo',
    );
    const notice = await sandbox.call('/content/v1/FURLONG/content/key/global-notice?clientId=FURLONG');
    expect(notice.body.data.data.article.heroMedia.title).toBe('Gates open at 11:00');
  });

  it('executes a placement as data.campaign', async () => {
    const { body } = await sandbox.call('/content/v1/FURLONG/placements/home-hero/execute?clientId=FURLONG');
    expect(body).toEqual({
      status: 'success',
      data: {
        campaign: {
          id: 'camp-1',
          title: 'Summer campaign',
          content: [{ contentType: 'PROMO', image: `${sandbox.url}/images/hero.png` }],
        },
      },
    });
  });

  it("chooses a placement's campaign by the caller's token: the first rule met, else its own", async () => {
    const campaignId = async (headers: Record<string, string> = {}) =>
      (
        await sandbox.call('/content/v1/FURLONG/placements/members-banner/execute?clientId=FURLONG', {
          headers,
        })
      ).body.data.campaign.id;
    expect(await campaignId()).toBe('camp-everyone');
    expect(await campaignId(bearer(await sandbox.anonymousToken()))).toBe('camp-everyone');
    expect(await campaignId(bearer('not-a-token'))).toBe('camp-everyone');
    expect(await campaignId(bearer((await sandbox.fanTokens('ada', 'racing1')).access_token))).toBe(
      'camp-royal-pass',
    );
    expect(await campaignId(bearer((await sandbox.fanTokens('ben', 'racing2')).access_token))).toBe(
      'camp-fans',
    );
  });

  it('fails placements alone with the placements fault, and with the whole content service', async () => {
    const placement = () => sandbox.call('/content/v1/FURLONG/placements/home-hero/execute?clientId=FURLONG');
    const item = () => sandbox.call('/content/v1/FURLONG/content/ci-2?clientId=FURLONG');
    await sandbox.call('/__sandbox/faults', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'placements', mode: 'error', status: 502 }),
    });
    expect((await placement()).status).toBe(502);
    expect((await item()).status).toBe(200);
    await sandbox.call('/__sandbox/faults', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'content', mode: 'error' }),
    });
    await sandbox.call('/__sandbox/faults', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'placements', mode: 'none' }),
    });
    expect((await placement()).status).toBe(503);
    expect((await item()).status).toBe(503);
  });
});
