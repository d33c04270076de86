import { expectConsole } from '@/test/setup';
import { loadPromo, sendPromoView } from './promo-load';
import type { PromoCampaign } from './promo-request';

const campaign: PromoCampaign = {
  sourceSystemId: 'placement-home-banner',
  rulesetId: 'r-1',
  contentType: 'CAMPAIGN',
  blocks: [{ contentType: 'TEXT', content: 'Hi' }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('loadPromo', () => {
  it('asks our route with the block query, then has the campaign drawn', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ campaign }));
    const draw = vi.fn().mockResolvedValue('drawn');
    expect(await loadPromo('placementId=p', 'p', { fetch: fetchMock, draw })).toEqual({
      campaign,
      content: 'drawn',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/promo?placementId=p',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(draw).toHaveBeenCalledWith(campaign.blocks);
  });

  it('shows nothing, quietly, for no campaign or an empty one', async () => {
    const draw = vi.fn();
    expect(
      await loadPromo('q', 'p', { fetch: vi.fn().mockResolvedValue(json({ campaign: null })), draw }),
    ).toBeNull();
    expect(
      await loadPromo('q', 'p', {
        fetch: vi.fn().mockResolvedValue(json({ campaign: { ...campaign, blocks: [] } })),
        draw,
      }),
    ).toBeNull();
    expect(draw).not.toHaveBeenCalled();
  });

  it('shows nothing, with a warning, when the route fails, answers nonsense, or drawing fails', async () => {
    const warned = expectConsole('warn');
    const draw = vi.fn().mockRejectedValue(new Error('action failed'));
    expect(
      await loadPromo('q', 'p', { fetch: vi.fn().mockResolvedValue(json({ campaign: null }, 503)), draw }),
    ).toBeNull();
    expect(
      await loadPromo('q', 'p', {
        fetch: vi.fn().mockResolvedValue(json({ campaign: { blocks: 'x' } })),
        draw,
      }),
    ).toBeNull();
    expect(
      await loadPromo('q', 'p', { fetch: vi.fn().mockRejectedValue(new TypeError('offline')), draw }),
    ).toBeNull();
    expect(
      await loadPromo('q', 'p', { fetch: vi.fn().mockResolvedValue(json({ campaign })), draw }),
    ).toBeNull();
    expect(warned.mock.calls.map(([message]) => message)).toEqual([
      'Personalised block p: the campaign could not be loaded (503)',
      "Personalised block p: the campaign's answer was malformed",
      'Personalised block p: the campaign could not be shown: TypeError: offline',
      'Personalised block p: the campaign could not be shown: Error: action failed',
    ]);
  });

  it('is silent when the load is given up', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchMock = vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError'));
    expect(await loadPromo('q', 'p', { fetch: fetchMock, draw: vi.fn() }, controller.signal)).toBeNull();
  });
});

describe('sendPromoView', () => {
  it("posts only the block's ids to our route", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 202 }));
    await sendPromoView(campaign, fetchMock);
    expect(fetchMock).toHaveBeenCalledWith('/api/promo/view', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({
      sourceSystemId: 'placement-home-banner',
      rulesetId: 'r-1',
      contentType: 'CAMPAIGN',
    });
  });

  it('warns when the view is refused or not sent', async () => {
    const warned = expectConsole('warn');
    await sendPromoView(campaign, vi.fn().mockResolvedValue(new Response(null, { status: 503 })));
    await sendPromoView(campaign, vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(warned).toHaveBeenCalledTimes(2);
  });
});
