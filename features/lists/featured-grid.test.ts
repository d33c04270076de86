import { featuredGridLayout } from './featured-grid';

describe('featuredGridLayout', () => {
  it('fills four rows of three with a feature and eight cards: two beside the feature, then rows of three', () => {
    const layout = featuredGridLayout(8);
    expect(layout.feature).toContain('lg:row-span-2');
    expect(layout.others.map((cell) => cell.className)).toEqual(['', '', '', '', '', '', '', '']);
  });

  it('widens a last lonely card, and the feature itself when it has no company', () => {
    expect(featuredGridLayout(3).others[2]?.className).toContain('lg:col-span-3');
    expect(featuredGridLayout(0).feature).toContain('lg:col-span-3');
    expect(featuredGridLayout(1).feature).not.toContain('row-span');
  });
});
