// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import type { AnalyticsConfig } from './analytics-config';
import { AnalyticsLoader } from './analytics-loader.client';

const runtime = vi.hoisted(() => ({ locationChanged: vi.fn(), stop: vi.fn() }));
const startAnalytics = vi.hoisted(() => vi.fn(() => runtime));
vi.mock('./analytics-runtime', () => ({ startAnalytics }));
const pathname = vi.hoisted(() => ({ current: '/whats-on' }));
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

const config: AnalyticsConfig = {
  need: { name: 'Analytics', vendorNames: ['Analytics'] },
  tracker: null,
  tagManager: { id: 'GTM-1', scriptUrl: 'https://tags.example/gtm.js' },
  deviceTags: null,
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AnalyticsLoader', () => {
  it('renders nothing and starts the analytics code only once the page has loaded and the main thread is idle, then reports new paths', async () => {
    vi.useFakeTimers();
    let readyState: DocumentReadyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    const { container, rerender } = render(<AnalyticsLoader config={config} />);
    expect(container).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(startAnalytics).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(startAnalytics).toHaveBeenCalledWith(config);

    pathname.current = '/cookie-policy';
    rerender(<AnalyticsLoader config={config} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(runtime.locationChanged).toHaveBeenCalled();
  });
});
