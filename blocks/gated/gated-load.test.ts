import { expectConsole } from '@/test/setup';
import { loadGatedBlock } from './gated-load';
import { gatedBlockQuery } from './gated-request';

const offer = { contentType: 'TEXT', id: 'offer', content: 'Members save a fifth' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('loadGatedBlock', () => {
  it("asks our route for the page's block, uncached, then has it drawn", async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ block: offer }));
    const draw = vi.fn().mockResolvedValue('drawn');
    const query = gatedBlockQuery('memberships', 'offer');
    expect(await loadGatedBlock(query, { fetch: fetchMock, draw })).toBe('drawn');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/gated-block?slug=memberships&id=offer',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(draw).toHaveBeenCalledWith([offer]);
  });

  it('shows nothing, quietly, to a visitor who may not see the block or for a block that is gone', async () => {
    const draw = vi.fn();
    for (const answer of [json({ block: null }), json({ block: null }, 404)])
      expect(await loadGatedBlock('q', { fetch: vi.fn().mockResolvedValue(answer), draw })).toBeNull();
    expect(draw).not.toHaveBeenCalled();
  });

  it('shows nothing, with a warning, when the route fails, answers nonsense or the drawing fails', async () => {
    const warn = expectConsole('warn');
    const draw = vi.fn().mockRejectedValue(new Error('server action failed'));
    expect(
      await loadGatedBlock('q', { fetch: vi.fn().mockResolvedValue(json({ block: null }, 503)), draw }),
    ).toBeNull();
    expect(
      await loadGatedBlock('q', { fetch: vi.fn().mockResolvedValue(json({ block: 'text' })), draw }),
    ).toBeNull();
    expect(
      await loadGatedBlock('q', { fetch: vi.fn().mockResolvedValue(json({ block: offer })), draw }),
    ).toBeNull();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Gated block: it could not be loaded (503)',
      "Gated block: the route's answer was malformed",
      'Gated block: it could not be shown: Error: server action failed',
    ]);
  });

  it('is silent when the load is given up', async () => {
    const controller = new AbortController();
    const fetchMock = vi.fn().mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    expect(await loadGatedBlock('q', { fetch: fetchMock, draw: vi.fn() }, controller.signal)).toBeNull();
  });
});
