import { cellLayout } from './card-grid-layout';
import { THIRD_CARD_SIZES } from './card-sizes';

describe('cellLayout', () => {
  it('leaves cards of full rows as they are', () => {
    expect(cellLayout(0, 6)).toEqual({ className: '', sizes: THIRD_CARD_SIZES });
    expect(cellLayout(5, 6)).toEqual({ className: '', sizes: THIRD_CARD_SIZES });
  });

  it('spreads a last card that would stand alone across its row', () => {
    // 13 cards: alone in its row at 2 columns and at 3.
    expect(cellLayout(12, 13).className).toBe('sm:col-span-2 lg:col-span-3');
    expect(cellLayout(12, 13).sizes).toContain('640px');
    // 3 cards: alone at 2 columns only.
    expect(cellLayout(2, 3).className).toBe('sm:col-span-2 lg:col-span-1');
    // 4 cards: alone at 3 columns only.
    expect(cellLayout(3, 4).className).toBe('lg:col-span-3');
  });

  it('lets a single card take the whole row', () => {
    expect(cellLayout(0, 1).className).toBe('sm:col-span-2 lg:col-span-3');
  });
});
