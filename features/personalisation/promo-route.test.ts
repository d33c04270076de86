import { NextRequest } from 'next/server';
import { clearSettingsCache } from '@/platform/settings';
import { expectConsole } from '@/test/setup';
import { promoRoute } from './promo-route';

const { executePlacement, listContentItems, resolveSession } = vi.hoisted(() => ({
  executePlacement: vi.fn(),
  listContentItems: vi.fn(),
  resolveSession: vi.fn(),
}));
vi.mock('@/platform/content/placements', () => ({ executePlacement }));
vi.mock('@/platform/content/content-items', async (original) => ({
  ...(await original<typeof import('@/platform/content/content-items')>()),
  listContentItems,
}));
vi.mock('@/features/session/resolve-session', () => ({ resolveSession, applyChanges: () => {} }));

const signedIn = {
  deviceId: 'd-1',
  fan: { accessToken: 'fan-token', userId: 'fan-ellie' },
  anonymousToken: null,
  changes: [],
};
const anonymous = { deviceId: 'd-2', fan: null, anonymousToken: 'anonymous-token', changes: [] };
const banner = { contentType: 'CUSTOM', customContentType: 'versatile-block', customContent: {} };

const ask = async (query: string, headers: Record<string, string> = {}) => {
  const response = await promoRoute(new NextRequest(`http://localhost/api/promo?${query}`, { headers }));
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
  executePlacement.mockReset();
  listContentItems.mockReset();
  resolveSession.mockReset();
});

describe('GET /api/promo', () => {
  it("executes the placement with the block's data and the fan's token, and answers its blocks", async () => {
    resolveSession.mockResolvedValue(signedIn);
    executePlacement.mockResolvedValue({
      id: 'c',
      rulesetId: 'r-1',
      contentType: 'CAMPAIGN',
      blocks: [banner],
    });
    const answer = await ask('placementId=placement-home-banner&tags=royal&linkType=HORSE&linkedIds=h1');
    expect(answer).toEqual({
      status: 200,
      cache: 'private, no-store',
      body: {
        campaign: {
          sourceSystemId: 'placement-home-banner',
          rulesetId: 'r-1',
          contentType: 'CAMPAIGN',
          blocks: [banner],
        },
      },
    });
    expect(executePlacement).toHaveBeenCalledWith(
      'placement-home-banner',
      { tags: ['royal'], linkedIds: 'HORSE:h1', sourceSystemId: 'placement-home-banner' },
      { token: 'fan-token' },
    );
    expect(JSON.stringify(answer.body)).not.toContain('fan-token');
  });

  it("leaves out the campaign's blocks this visitor may not see, and answers the rest without their rules", async () => {
    const members = { ...banner, id: 'members', entitlements: ['member-queen-anne'] };
    const ireland = { ...banner, id: 'ireland', countries: ['ie'], isWhiteList: true };
    executePlacement.mockResolvedValue({
      id: 'c',
      rulesetId: null,
      contentType: null,
      blocks: [members, ireland],
    });
    resolveSession.mockResolvedValue({
      ...signedIn,
      fan: { ...signedIn.fan, entitlements: ['member-queen-anne'] },
    });
    const ids = async (headers: Record<string, string> = {}) =>
      ((await ask('placementId=p', headers)).body.campaign.blocks as { id: string }[]).map(
        (block) => block.id,
      );
    expect(await ids()).toEqual(['members']);
    expect(await ids({ 'cf-ipcountry': 'IE' })).toEqual(['members', 'ireland']);
    expect((await ask('placementId=p', { 'cf-ipcountry': 'IE' })).body.campaign.blocks[1]).toEqual({
      ...banner,
      id: 'ireland',
    });
    resolveSession.mockResolvedValue(anonymous);
    expect(await ids({ 'cf-ipcountry': 'IE' })).toEqual(['ireland']);
  });

  it("uses the device's anonymous token, and answers no campaign when the placement has none", async () => {
    resolveSession.mockResolvedValue(anonymous);
    executePlacement.mockResolvedValue(null);
    expect((await ask('placementId=p')).body).toEqual({ campaign: null });
    expect(executePlacement).toHaveBeenCalledWith('p', { sourceSystemId: 'p' }, { token: 'anonymous-token' });
    executePlacement.mockResolvedValue({ id: 'c', rulesetId: null, contentType: null, blocks: [] });
    expect((await ask('placementId=p')).body).toEqual({ campaign: null });
  });

  it('asks for content by tags, categories and linked ids for a block without a placement', async () => {
    resolveSession.mockResolvedValue(anonymous);
    listContentItems.mockResolvedValue([
      { id: 'ci-1', key: null, block: { ...banner, id: 'ci-1', rulesetId: 'r-2' }, article: null },
      { id: 'ci-2', key: null, block: null, article: null },
    ]);
    const answer = await ask(
      'sourceSystemId=promo-by-content&tags=royal&categoryIds=cat-1&params=%7B%22size%22%3A1%7D',
    );
    expect(answer.body).toEqual({
      campaign: {
        sourceSystemId: 'promo-by-content',
        rulesetId: 'r-2',
        contentType: 'CUSTOM',
        blocks: [{ ...banner, id: 'ci-1', rulesetId: 'r-2' }],
      },
    });
    expect(listContentItems).toHaveBeenCalledWith(
      { tags: ['royal'], categoryIds: ['cat-1'], linkedIds: [], params: { size: 1 } },
      { token: 'anonymous-token' },
    );
    expect(executePlacement).not.toHaveBeenCalled();
    listContentItems.mockResolvedValue([]);
    expect((await ask('sourceSystemId=promo-by-content&tags=none')).body).toEqual({ campaign: null });
  });

  it("answers 400 to a query that is not a block's data, asking nothing upstream", async () => {
    const answer = await ask('tags=royal');
    expect(answer.status).toBe(400);
    expect(answer.body.campaign).toBeNull();
    expect(resolveSession).not.toHaveBeenCalled();
  });

  it('answers 503 with no campaign and no detail when the placement or the session fails, with a warning', async () => {
    const warned = expectConsole('warn');
    resolveSession.mockResolvedValue(anonymous);
    executePlacement.mockRejectedValue(new Error('upstream 502 at /v1/FURLONG/placements/p/execute'));
    const failed = await ask('placementId=p');
    expect(failed).toEqual({
      status: 503,
      cache: 'private, no-store',
      body: { campaign: null, error: 'Personalised content is unavailable just now' },
    });
    resolveSession.mockRejectedValue(new Error('identity provider down'));
    expect((await ask('placementId=p')).status).toBe(503);
    expect(warned).toHaveBeenCalledTimes(2);
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^Personalised block p: no campaign/));
  });
});
