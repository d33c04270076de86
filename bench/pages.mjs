// The pages the benchmark measures, and the budgets the issues set for them.
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'article', path: '/content/silver-lantern-wins-summer-mile' },
];

export const BUDGETS = {
  home: { firstLoadJsKiB: 150 },
  article: { firstLoadJsKiB: 150, p50Ms: 20, warmUpstream: 0 },
};

// A returning visitor who has dismissed the project takeover; a first visit would be sent to /.
export const VISITOR_HEADERS = { cookie: 'dismissedProjectSouthampton=true' };
