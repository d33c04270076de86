import { summaryFixture } from './card-fixture';
import { cardsWithoutPicture } from './pictures-once';

const card = (id: string, src: string) =>
  summaryFixture({ id, hero: { ...summaryFixture().hero, heroImage: { src, alt: id, isFallback: false } } });

describe('a list of cards never repeats a picture', () => {
  it('draws as text the cards whose picture the page’s hero or an earlier card shows', () => {
    const cards = [
      card('cookies', 'https://img.test/racecard.jpg'),
      card('entry', 'https://img.test/racecard.jpg'),
      card('parking', 'https://img.test/car-park.jpg'),
      card('refunds', 'https://img.test/racecard.jpg'),
    ];
    expect([...cardsWithoutPicture(cards)]).toEqual(['entry', 'refunds']);
    expect([...cardsWithoutPicture(cards, ['https://img.test/racecard.jpg'])]).toEqual([
      'cookies',
      'entry',
      'refunds',
    ]);
  });

  it('keeps every picture of a list whose pictures differ, whatever the page shows elsewhere', () => {
    const cards = [card('a', 'https://img.test/a.jpg'), card('b', 'https://img.test/b.jpg')];
    expect(cardsWithoutPicture(cards, [null, undefined, 'https://img.test/c.jpg']).size).toBe(0);
  });
});
