import { NextRequest } from 'next/server';
import { revalidateRoute } from './revalidate-route';

const { announceContentChange, revalidatePath, revalidateTag, settings } = vi.hoisted(() => ({
  announceContentChange: vi.fn(),
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  settings: { revalidateSecret: null as string | null },
}));
vi.mock('next/cache', () => ({ revalidatePath, revalidateTag }));
vi.mock('@/platform/http/content-changes', () => ({ announceContentChange }));
vi.mock('@/platform/settings', () => ({ getSettings: () => settings }));

const SECRET = 'a-shared-secret-of-32-characters';

async function call(body: unknown, authorization: string | null = `Bearer ${SECRET}`) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization !== null) headers.authorization = authorization;
  const response = await revalidateRoute(
    new NextRequest('http://localhost/api/revalidate', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  };
}

beforeEach(() => {
  settings.revalidateSecret = SECRET;
  announceContentChange.mockReset().mockResolvedValue(2);
  revalidatePath.mockReset();
  revalidateTag.mockReset();
});

describe('POST /api/revalidate', () => {
  it('refreshes the pages named, in every instance, and expires the tags at once', async () => {
    expect(
      await call({ paths: ['/content/silver-lantern-wins-summer-mile', '/news'], tags: ['news'] }),
    ).toEqual({
      status: 200,
      cache: 'private, no-store',
      body: {
        revalidated: {
          paths: ['/content/silver-lantern-wins-summer-mile', '/news'],
          tags: ['news'],
          all: false,
        },
        instancesTold: 2,
      },
    });
    // A tag may name any page: each instance's HTML cache turns every page stale.
    expect(announceContentChange.mock.calls).toEqual([
      [{ paths: ['/content/silver-lantern-wins-summer-mile', '/news'], everything: true }],
    ]);
    expect(revalidatePath.mock.calls).toEqual([['/content/silver-lantern-wins-summer-mile'], ['/news']]);
    expect(revalidateTag).toHaveBeenCalledWith('news', { expire: 0 });
  });

  it('refreshes every page when asked for all', async () => {
    expect((await call({ all: true })).status).toBe(200);
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
    expect(announceContentChange).toHaveBeenCalledWith({ paths: [], everything: true });
  });

  it('tells the instances the paths alone when only paths changed', async () => {
    expect((await call({ paths: ['/news'] })).status).toBe(200);
    expect(announceContentChange).toHaveBeenCalledWith({ paths: ['/news'], everything: false });
  });

  it('still refreshes this instance when the other instances cannot be told', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    announceContentChange.mockRejectedValue(new Error('Redis at redis://cache:6379 is unreachable'));
    expect((await call({ paths: ['/news'] })).body.instancesTold).toBeNull();
    expect(revalidatePath).toHaveBeenCalledWith('/news');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('unreachable'));
  });

  it.each([
    ['no Authorization header', null],
    ['a wrong secret', 'Bearer a-shared-secret-of-32-characterz'],
    ['a prefix of the secret', `Bearer ${SECRET.slice(0, 10)}`],
    ['the secret without the Bearer scheme', SECRET],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 to %s, and refreshes nothing', async (_, authorization) => {
    expect(await call({ paths: ['/news'] }, authorization)).toMatchObject({
      status: 401,
      cache: 'private, no-store',
    });
    expect(announceContentChange).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers 401 to everyone while no secret is configured', async () => {
    settings.revalidateSecret = null;
    expect((await call({ paths: ['/news'] })).status).toBe(401);
  });

  it.each([
    ['a body that is not JSON', '{"paths": ['],
    ['an empty body', {}],
    ['empty lists', { paths: [], tags: [] }],
    ['a path that is an address', { paths: ['https://example.com/news'] }],
    ['a path with a query', { paths: ['/news?page=2'] }],
    ['a path that is not text', { paths: [42] }],
    ['an unknown field', { paths: ['/news'], purge: true }],
    ['an empty tag', { tags: [''] }],
  ])('answers 400 to %s, and refreshes nothing', async (_, body) => {
    const answer = await call(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^The body must be JSON/);
    expect(announceContentChange).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('takes the largest body its schema allows, and refuses one past 512 KiB with a 413', async () => {
    const paths = Array.from({ length: 200 }, (_, i) => `/${String(i).padEnd(1023, 'p')}`);
    const tags = Array.from({ length: 200 }, (_, i) => String(i).padEnd(256, 't'));
    expect((await call({ paths, tags })).status).toBe(200);
    const answer = await call({ tags: ['news'], padding: 'x'.repeat(600 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatch(/\(524288 bytes\)/);
    expect(announceContentChange).toHaveBeenCalledTimes(1);
  });
});
