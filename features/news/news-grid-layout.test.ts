import { newsGridLayout } from './news-grid-layout';

describe('newsGridLayout', () => {
  it('puts the feature 2×2 beside four single cards', () => {
    expect(newsGridLayout(4)).toEqual({ feature: 'md:col-span-2 lg:row-span-2', others: ['', '', '', ''] });
  });

  it('widens the last of three so the 2×2 beside the feature is filled', () => {
    expect(newsGridLayout(3)).toEqual({
      feature: 'md:col-span-2 lg:row-span-2',
      others: ['', '', 'md:col-span-2 lg:col-span-2'],
    });
  });

  it('stacks two wide cards beside the feature', () => {
    expect(newsGridLayout(2).others).toEqual(['lg:col-span-2', 'lg:col-span-2']);
  });

  it('keeps one row for a feature and one other card', () => {
    expect(newsGridLayout(1)).toEqual({ feature: 'md:col-span-2', others: ['md:col-span-2 lg:col-span-2'] });
  });

  it('gives a lone feature the whole row', () => {
    expect(newsGridLayout(0)).toEqual({ feature: 'md:col-span-2 lg:col-span-4', others: [] });
  });
});
