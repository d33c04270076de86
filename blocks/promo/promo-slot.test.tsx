// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { PromoSlot } from './promo-slot.client';

const { drawCampaignBlocks } = vi.hoisted(() => ({ drawCampaignBlocks: vi.fn() }));
vi.mock('./campaign-blocks.action', () => ({ drawCampaignBlocks }));

// A stand-in IntersectionObserver the test moves by hand.
const observers: Array<{ callback: IntersectionObserverCallback; element?: Element; disconnected: boolean }> =
  [];
class FakeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}
function scroll(intoView: boolean) {
  for (const observer of observers.filter((candidate) => !candidate.disconnected && candidate.element)) {
    const entry = {
      isIntersecting: intoView,
      boundingClientRect: { height: 400 },
      target: observer.element,
    } as unknown as IntersectionObserverEntry;
    observer.callback([entry], observer as unknown as IntersectionObserver);
  }
}

const campaign = {
  sourceSystemId: 'placement-home-banner',
  rulesetId: 'r-1',
  contentType: 'CAMPAIGN',
  blocks: [{ contentType: 'TEXT', content: 'Hi' }],
};
const fetchMock = vi.fn();

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  drawCampaignBlocks.mockReset().mockResolvedValue(<h2>Early-bird prices</h2>);
});
// Unmount first: React flushes the effects still pending (the observer's start) while the stand-ins exist.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const viewCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/promo/view');

describe('PromoSlot', () => {
  it('keeps its room while loading, then shows the campaign drawn by the server', async () => {
    fetchMock.mockResolvedValue(Response.json({ campaign }));
    const { container } = render(
      <PromoSlot query="placementId=placement-home-banner" label="placement-home-banner" />,
    );
    expect(container.querySelector('[data-promo-reserve]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Early-bird prices' })).toBeVisible();
    expect(container.querySelector('[data-promo-reserve]')).toBeNull();
    expect(drawCampaignBlocks).toHaveBeenCalledWith(campaign.blocks);
  });

  it('sends its view once, the first time it comes into view', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/promo/view' ? new Response(null, { status: 202 }) : Response.json({ campaign }),
    );
    render(<PromoSlot query="placementId=placement-home-banner" label="placement-home-banner" />);
    await screen.findByRole('heading', { name: 'Early-bird prices' });
    // The observer starts in an effect after the campaign is drawn: wait for it to watch the block.
    await vi.waitFor(() => expect(observers.some((o) => o.element && !o.disconnected)).toBe(true));
    act(() => scroll(false));
    expect(viewCalls()).toEqual([]);
    act(() => scroll(true));
    act(() => scroll(false));
    act(() => scroll(true));
    expect(viewCalls()).toHaveLength(1);
    expect(JSON.parse(viewCalls()[0]![1].body)).toEqual({
      sourceSystemId: 'placement-home-banner',
      rulesetId: 'r-1',
      contentType: 'CAMPAIGN',
    });
  });

  it('gives its room back and sends no view when there is nothing to show', async () => {
    fetchMock.mockResolvedValue(Response.json({ campaign: null }));
    const { container } = render(<PromoSlot query="placementId=p" label="p" />);
    // Let the answer arrive and be read.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container).toBeEmptyDOMElement();
    act(() => scroll(true));
    expect(viewCalls()).toEqual([]);
    expect(drawCampaignBlocks).not.toHaveBeenCalled();
  });
});
