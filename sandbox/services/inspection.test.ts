import { setupSandbox } from '../test-fixtures/harness';

const sandbox = setupSandbox({ accessTokenTtl: 120 });

describe('inspection', () => {
  it('reports health and the pack name', async () => {
    expect(await sandbox.call('/__sandbox/health')).toMatchObject({
      status: 200,
      body: { ok: true, pack: 'test-fixture' },
    });
  });

  it('counts the requests each service answered, and not its own inspection calls', async () => {
    await sandbox.call('/content/v2/categories?clientId=FURLONG');
    await sandbox.call('/content/v2/categories?clientId=FURLONG');
    await sandbox.call('/polls/v2/polls/unknown');
    expect((await sandbox.call('/__sandbox/requests')).body).toEqual({ content: 2, polls: 1 });
  });

  it('tells when each resource was asked for, by method, path and query, until a reset', async () => {
    const before = Date.now();
    await sandbox.call('/content/v2/categories?clientId=FURLONG');
    await sandbox.call('/content/v2/categories?clientId=FURLONG');
    await sandbox.call('/content/v2/categories?clientId=FURLONG&size=5');
    const { resources } = (await sandbox.call('/__sandbox/resource-requests')).body as {
      resources: Record<string, number[]>;
    };
    expect(Object.keys(resources)).toEqual([
      'GET /content/v2/categories?clientId=FURLONG',
      'GET /content/v2/categories?clientId=FURLONG&size=5',
    ]);
    expect(resources['GET /content/v2/categories?clientId=FURLONG']).toHaveLength(2);
    expect(resources['GET /content/v2/categories?clientId=FURLONG']?.[0]).toBeGreaterThanOrEqual(before);
    await sandbox.call('/__sandbox/reset', { method: 'POST' });
    expect((await sandbox.call('/__sandbox/resource-requests')).body).toEqual({ resources: {} });
  });

  it("changes an article's title as an editor would, and refuses an unknown article or a bad body", async () => {
    const articles = await sandbox.call('/content/v2/articles?clientId=FURLONG');
    const slug = (articles.body.data.articles[0] as { slug: string }).slug;
    const edit = (target: string, body: unknown) =>
      sandbox.call(`/__sandbox/articles/${target}`, { method: 'PATCH', body: JSON.stringify(body) });
    expect(await edit(slug, { title: 'A new title' })).toMatchObject({
      status: 200,
      body: { slug, title: 'A new title' },
    });
    const answer = await sandbox.call(`/content/v2/articles/slug/${slug}?clientId=FURLONG`);
    expect(answer.body.data.article.heroMedia.title).toBe('A new title');
    expect((await edit('no-such-article', { title: 'x' })).status).toBe(404);
    expect((await edit(slug, { title: '' })).status).toBe(400);
    expect((await edit(slug, { headline: 'x' })).status).toBe(400);
  });

  it('changes token lifetimes and puts them back on reset, along with faults and events', async () => {
    expect((await sandbox.call('/__sandbox/tokens')).body).toEqual({ accessTtl: 120, refreshTtl: 2_592_000 });
    await sandbox.call('/__sandbox/tokens', { method: 'PUT', body: JSON.stringify({ accessTtl: 1 }) });
    await sandbox.call('/__sandbox/faults', {
      method: 'PUT',
      body: JSON.stringify({ service: 'content', mode: 'down' }),
    });
    await sandbox.anonymousToken();
    expect((await sandbox.call('/__sandbox/tokens')).body).toEqual({ accessTtl: 1, refreshTtl: 2_592_000 });

    expect((await sandbox.call('/__sandbox/reset', { method: 'POST' })).body).toEqual({ ok: true });
    expect((await sandbox.call('/__sandbox/tokens')).body).toEqual({ accessTtl: 120, refreshTtl: 2_592_000 });
    expect((await sandbox.call('/__sandbox/faults')).body.faults).toEqual([]);
    expect((await sandbox.call('/__sandbox/events')).body.events).toEqual([]);
  });

  it('ends the project takeover, taking its articles out of the lists, until it runs again or a reset', async () => {
    const listed = async () =>
      (await sandbox.call('/content/v2/articles?clientId=FURLONG&categorySlug=project-takeover')).body.data
        .articles.length as number;
    const running = await listed();
    expect(running).toBeGreaterThan(0);
    expect(
      (await sandbox.call('/__sandbox/takeover', { method: 'PUT', body: JSON.stringify({ running: false }) }))
        .body,
    ).toEqual({ running: false });
    expect(await listed()).toBe(0);
    await sandbox.call('/__sandbox/reset', { method: 'POST' });
    expect((await sandbox.call('/__sandbox/takeover')).body).toEqual({ running: true });
    expect(await listed()).toBe(running);
    expect(
      (await sandbox.call('/__sandbox/takeover', { method: 'PUT', body: '{"running":"no"}' })).status,
    ).toBe(400);
  });

  it('refuses bad token lifetimes', async () => {
    const answer = await sandbox.call('/__sandbox/tokens', {
      method: 'PUT',
      body: JSON.stringify({ accessTtl: 'long' }),
    });
    expect(answer.status).toBe(400);
  });
});

describe('routing', () => {
  it('answers an unknown path with 404 and a wrong method with 405', async () => {
    expect(await sandbox.call('/nowhere')).toMatchObject({
      status: 404,
      body: { status: 'error', error: { code: 'not_found' } },
    });
    const wrong = await sandbox.call('/polls/v2/polls/poll-open', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it('answers HEAD like GET without a body', async () => {
    const answer = await sandbox.fetch('/images/hero.png', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe('70');
  });
});
