import { busiestWindow, upstreamBudget } from './upstream-budget.mjs';

describe("the content service's budget", () => {
  it('counts the most requests within any 30 s, whatever their order', () => {
    expect(busiestWindow([], 30_000)).toBe(0);
    expect(busiestWindow([0, 30_000, 60_000], 30_000)).toBe(1);
    expect(busiestWindow([50_000, 0, 29_999, 10], 30_000)).toBe(3);
  });

  it('names the resources asked for more than once in a window, busiest first', () => {
    const budget = upstreamBudget({
      'GET /content/v2/categories': [0, 31_000],
      'GET /content/v2/articles/slug/a': [0, 1_000],
      'GET /content/v2/articles/slug/b': [2_000, 0, 1_000],
    });
    expect(budget).toEqual({
      resources: 3,
      requests: 7,
      most: 3,
      over: [
        { resource: 'GET /content/v2/articles/slug/b', requests: 3, busiest: 3, times: [0, 1_000, 2_000] },
        { resource: 'GET /content/v2/articles/slug/a', requests: 2, busiest: 2, times: [0, 1_000] },
      ],
    });
  });
});
