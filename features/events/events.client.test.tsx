// @vitest-environment jsdom
import { act, render } from '@testing-library/react';

const navigation = vi.hoisted(() => ({ pathname: '/whats-on', search: new URLSearchParams() }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => navigation.search,
}));
const runtime = vi.hoisted(() => ({ pageShown: vi.fn() }));
vi.mock('./events-runtime', () => runtime);

async function mount() {
  vi.resetModules();
  const { Events } = await import('./events.client');
  return { view: render(<Events />), Events };
}

beforeEach(() => {
  runtime.pageShown.mockReset();
  window.history.replaceState(null, '', '/whats-on?utm_source=mail');
  navigation.pathname = '/whats-on';
  navigation.search = new URLSearchParams('utm_source=mail');
});

describe('Events', () => {
  it('loads the events code once the browser is idle, and reports the address as the browser shows it', async () => {
    let idle: (() => void) | undefined;
    window.requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      idle = () => callback({} as IdleDeadline);
      return 1;
    });
    const { view } = await mount();
    expect(view.container.innerHTML).toBe('');
    await act(async () => {});
    expect(runtime.pageShown).not.toHaveBeenCalled();
    await act(async () => idle?.());
    expect(runtime.pageShown).toHaveBeenCalledWith('/whats-on?utm_source=mail');
  });

  it('reports every client-side navigation, a change of query alone included', async () => {
    window.requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      callback({} as IdleDeadline);
      return 1;
    });
    const { view, Events } = await mount();
    await act(async () => {});
    window.history.pushState(null, '', '/whats-on?page=2');
    navigation.search = new URLSearchParams('page=2');
    view.rerender(<Events />);
    await act(async () => {});
    window.history.pushState(null, '', '/news');
    navigation.pathname = '/news';
    navigation.search = new URLSearchParams();
    view.rerender(<Events />);
    await act(async () => {});
    expect(runtime.pageShown.mock.calls.map(([path]) => path)).toEqual([
      '/whats-on?utm_source=mail',
      '/whats-on?page=2',
      '/news',
    ]);
  });
});
