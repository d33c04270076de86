// The pages the benchmark measures, and the budgets the issues set for them.
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'article', path: '/content/silver-lantern-wins-summer-mile' },
];

export const BUDGETS = {
  home: { firstLoadJsKiB: 150 },
};
