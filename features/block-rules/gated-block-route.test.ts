import { NextRequest } from 'next/server';
import { clearSettingsCache } from '@/platform/settings';
import { expectConsole } from '@/test/setup';
import { gatedBlockRoute } from './gated-block-route';

const { getArticleBySlug, getArticleForReader, resolveSession } = vi.hoisted(() => ({
  getArticleBySlug: vi.fn(),
  getArticleForReader: vi.fn(),
  resolveSession: vi.fn(),
}));
vi.mock('@/platform/content/articles', () => ({ getArticleBySlug, getArticleForReader }));
vi.mock('@/features/session/resolve-session', () => ({ resolveSession, applyChanges: () => {} }));

const offer = {
  contentType: 'TEXT',
  id: 'offer',
  content: 'Members save a fifth',
  entitlements: ['member-queen-anne'],
};
const dublin = {
  contentType: 'TEXT',
  id: 'dublin',
  content: 'From Dublin',
  countries: ['IE'],
  isWhiteList: true,
};
const article = {
  slug: 'memberships',
  blocked: false,
  blocks: [{ contentType: 'TEXT', id: 'open' }, offer, dublin],
};

const priya = {
  deviceId: 'd-1',
  fan: { accessToken: 'priya-token', anonymous: false, entitlements: ['member-queen-anne'] },
  changes: [],
};
const sam = {
  deviceId: 'd-2',
  fan: { accessToken: 'sam-token', anonymous: false, entitlements: [] },
  changes: [],
};
const visitor = { deviceId: 'd-3', fan: null, changes: [] };

const ask = async (query: string, headers: Record<string, string> = {}) => {
  const response = await gatedBlockRoute(
    new NextRequest(`http://localhost/api/gated-block?${query}`, { headers }),
  );
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get('cache-control'),
  };
};

beforeEach(() => {
  clearSettingsCache();
  vi.stubEnv('CLIENT_ID', 'FURLONG');
  vi.stubEnv('SITE_URL', 'https://site.test');
  vi.stubEnv('SITE_PRODUCT', 'ascot');
  getArticleBySlug.mockReset().mockResolvedValue(article);
  getArticleForReader.mockReset();
  resolveSession.mockReset();
});

describe('GET /api/gated-block', () => {
  it('answers a members-only block, without its rule, to a member alone, privately', async () => {
    resolveSession.mockResolvedValue(priya);
    expect(await ask('slug=memberships&id=offer')).toEqual({
      status: 200,
      cache: 'private, no-store',
      body: { block: { contentType: 'TEXT', id: 'offer', content: 'Members save a fifth' } },
    });
    resolveSession.mockResolvedValue(sam);
    expect((await ask('slug=memberships&id=offer')).body).toEqual({ block: null });
    resolveSession.mockResolvedValue(visitor);
    expect(await ask('slug=memberships&id=offer')).toMatchObject({ status: 200, body: { block: null } });
    expect(getArticleBySlug).toHaveBeenCalledWith('memberships');
  });

  it("reads the country from the CDN's header, and takes an absent or hostile one for an unknown country", async () => {
    resolveSession.mockResolvedValue(visitor);
    expect((await ask('slug=memberships&id=dublin', { 'CF-IPCountry': 'ie' })).body.block).toMatchObject({
      id: 'dublin',
    });
    for (const headers of [
      {} as Record<string, string>,
      { 'CF-IPCountry': 'GB' },
      { 'CF-IPCountry': '<IE>' },
      { 'CF-IPCountry': 'IE,GB' },
    ])
      expect((await ask('slug=memberships&id=dublin', headers)).body).toEqual({ block: null });
  });

  it('reads the header COUNTRY_HEADER names', async () => {
    vi.stubEnv('COUNTRY_HEADER', 'X-Country');
    resolveSession.mockResolvedValue(visitor);
    expect((await ask('slug=memberships&id=dublin', { 'CF-IPCountry': 'IE' })).body).toEqual({ block: null });
    expect((await ask('slug=memberships&id=dublin', { 'X-Country': 'IE' })).body.block).toMatchObject({
      id: 'dublin',
    });
  });

  it('answers 404 for a block without a rule, an unknown id or article, and 400 for a query naming none', async () => {
    resolveSession.mockResolvedValue(priya);
    expect((await ask('slug=memberships&id=open')).status).toBe(404);
    expect((await ask('slug=memberships&id=nothing')).status).toBe(404);
    getArticleBySlug.mockResolvedValue(null);
    expect((await ask('slug=gone&id=offer')).status).toBe(404);
    expect((await ask('id=offer')).status).toBe(400);
    expect((await ask(`slug=${'s'.repeat(201)}&id=offer`)).status).toBe(400);
  });

  it("looks in a signed-in fan's own copy of a members-only article", async () => {
    getArticleBySlug.mockResolvedValue({ ...article, blocked: true, blocks: [] });
    getArticleForReader.mockResolvedValue(article);
    resolveSession.mockResolvedValue(priya);
    expect((await ask('slug=memberships&id=offer')).body.block).toMatchObject({ id: 'offer' });
    expect(getArticleForReader).toHaveBeenCalledWith('memberships', 'priya-token');
  });

  it('answers 503 with no block when the content service fails, with a warning', async () => {
    const warn = expectConsole('warn');
    resolveSession.mockResolvedValue(priya);
    getArticleBySlug.mockRejectedValue(new Error('content service down'));
    expect(await ask('slug=memberships&id=offer')).toMatchObject({ status: 503, body: { block: null } });
    expect(warn).toHaveBeenCalledWith(
      'Gated block "offer" of "memberships": not shown: content service down',
    );
  });
});
