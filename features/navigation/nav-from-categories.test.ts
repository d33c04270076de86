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

describe('navFromCategories with gathered sections', () => {
  const tree = [
    leaf('hospitality', 'Hospitality'),
    leaf('weddings', 'Weddings'),
    leaf('private-boxes', 'Private Boxes'),
    leaf('plan-visit', 'Plan Your Visit'),
    leaf('what-to-wear', 'What to Wear'),
  ];

  it('lists other top-level categories under a section, by their own names and paths', () => {
    expect(
      navFromCategories(tree, [
        { slug: 'hospitality', also: ['private-boxes', 'weddings', 'missing'] },
        { slug: 'plan-visit', also: ['what-to-wear'] },
      ]),
    ).toEqual([
      {
        label: 'Hospitality',
        href: '/hospitality',
        children: [
          { label: 'Private Boxes', href: '/private-boxes', children: [] },
          { label: 'Weddings', href: '/weddings', children: [] },
        ],
      },
      {
        label: 'Plan Your Visit',
        href: '/plan-visit',
        children: [{ label: 'What to Wear', href: '/what-to-wear', children: [] }],
      },
    ]);
  });

  it('reaches hospitality, weddings and what to wear from the site header sections', async () => {
    const { headerSections } = await import('./nav-from-categories');
    const siteTree = [...tree, leaf('racedays', 'Racedays'), leaf('news', 'News')];
    const labels = navFromCategories(siteTree, headerSections('kingsmere')).flatMap((item) => [
      item.label,
      ...item.children.map((child) => child.label),
    ]);
    expect(labels).toEqual(expect.arrayContaining(['Hospitality', 'Weddings', 'What to Wear']));
  });
});
