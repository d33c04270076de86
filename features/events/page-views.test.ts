// @vitest-environment jsdom
import { PAGE_VIEW_DELAY_MS, PageViews } from './page-views';

/** A window whose document is still loading until `load()`. */
function loadingWindow() {
  const target = new EventTarget();
  const state = {
    readyState: 'loading' as DocumentReadyState,
    title: 'Kingsmere Park',
    documentElement: { dataset: {} as DOMStringMap },
  };
  const win = Object.assign(target, { document: state }) as unknown as Window;
  return {
    win,
    state,
    load: () => {
      state.readyState = 'complete';
      target.dispatchEvent(new Event('load'));
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PageViews: 500 ms after a page loads, once per distinct full path', () => {
  it('sends the first page 500 ms after its load event, with its title', () => {
    const send = vi.fn();
    const { win, state, load } = loadingWindow();
    const views = new PageViews(send, win);
    views.shown('/');
    vi.advanceTimersByTime(5000);
    expect(send).not.toHaveBeenCalled();
    load();
    state.title = 'Home | Kingsmere Park';
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith('/', 'Home | Kingsmere Park');
  });

  it('sends each client-side navigation 500 ms after it renders, query included', () => {
    const send = vi.fn();
    const { win, load } = loadingWindow();
    load();
    const views = new PageViews(send, win);
    views.shown('/news');
    vi.advanceTimersByTime(500);
    views.shown('/news?page=2');
    vi.advanceTimersByTime(499);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send.mock.calls.map(([path]) => path)).toEqual(['/news', '/news?page=2']);
  });

  it("says on the page which path's view was last decided: once sent, or at once when already counted", () => {
    const { win, state, load } = loadingWindow();
    load();
    const views = new PageViews(vi.fn(), win);
    views.shown('/a');
    expect(state.documentElement.dataset.pageView).toBeUndefined();
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(state.documentElement.dataset.pageView).toBe('/a');
    views.shown('/b');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    views.shown('/a');
    expect(state.documentElement.dataset.pageView).toBe('/a');
  });

  it('sends each distinct full path once', () => {
    const send = vi.fn();
    const { win, load } = loadingWindow();
    load();
    const views = new PageViews(send, win);
    for (const path of ['/a', '/b', '/a', '/b', '/a?x=1']) {
      views.shown(path);
      vi.advanceTimersByTime(1000);
    }
    expect(send.mock.calls.map(([path]) => path)).toEqual(['/a', '/b', '/a?x=1']);
  });

  it('does not count a page left within 500 ms, and counts it when shown again for longer', () => {
    const send = vi.fn();
    const { win, load } = loadingWindow();
    load();
    const views = new PageViews(send, win);
    views.shown('/a');
    vi.advanceTimersByTime(300);
    views.shown('/b');
    vi.advanceTimersByTime(1000);
    views.shown('/a');
    vi.advanceTimersByTime(1000);
    expect(send.mock.calls.map(([path]) => path)).toEqual(['/b', '/a']);
  });

  it('does not count the first page when the visitor moves on before it finishes loading', () => {
    const send = vi.fn();
    const { win, load } = loadingWindow();
    const views = new PageViews(send, win);
    views.shown('/slow');
    views.shown('/next');
    load();
    vi.advanceTimersByTime(500);
    expect(send.mock.calls.map(([path]) => path)).toEqual(['/next']);
  });
});
