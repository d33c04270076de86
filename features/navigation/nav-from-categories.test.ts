import { navFromCategories } from './nav-from-categories';

const leaf = (slug: string, text: string, path = slug) => ({ slug, text, path, children: [] });

describe('navFromCategories', () => {
  it('lists the chosen top-level sections in order, with their children, linking to category paths', () => {
    const tree = [
      { ...leaf('news', 'News'), children: [leaf('news-racing', 'Racing', 'news/racing')] },
      leaf('utility', 'Utility'),
      leaf('racedays', 'Racedays'),
    ];
    expect(navFromCategories(tree, ['racedays', 'news', 'missing'])).toEqual([
      { label: 'Racedays', href: '/racedays', children: [] },
      { label: 'News', href: '/news', children: [{ label: 'Racing', href: '/news/racing', children: [] }] },
    ]);
  });
});
