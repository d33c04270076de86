import { articleHref, contentHref, enclosureHref, isExternalHref, venueCardHref } from './hrefs';

const base = {
  slug: 'summer-raceday',
  singlePage: false,
  displayCategoryPath: null,
  inExternalCategory: false,
  heroLink: null,
};

describe('articleHref', () => {
  it('links an article without the single-page flag to /content/{slug}', () => {
    expect(articleHref({ ...base, displayCategoryPath: 'racedays' }).href).toBe('/content/summer-raceday');
  });

  it('links a single-page article with a display category to /{category path}/{slug}', () => {
    expect(articleHref({ ...base, singlePage: true, displayCategoryPath: 'news/racing' })).toEqual({
      href: '/news/racing/summer-raceday',
      external: false,
      newTab: false,
    });
  });

  it('links a single-page article without a category to /{slug}', () => {
    expect(articleHref({ ...base, singlePage: true }).href).toBe('/summer-raceday');
  });

  it('links an article in the external category to its hero link in a new tab', () => {
    expect(articleHref({ ...base, inExternalCategory: true, heroLink: 'https://tickets.example/x' })).toEqual(
      {
        href: 'https://tickets.example/x',
        external: true,
        newTab: true,
      },
    );
  });

  it('falls back to the article path when an external article has no hero link', () => {
    expect(articleHref({ ...base, inExternalCategory: true }).href).toBe('/content/summer-raceday');
  });

  it('falls back to the article path when the hero link would run code', () => {
    for (const heroLink of ['javascript:alert(1)', 'data:text/html,<p>x</p>']) {
      expect(articleHref({ ...base, inExternalCategory: true, heroLink })).toEqual({
        href: '/content/summer-raceday',
        external: false,
        newTab: false,
      });
    }
  });

  it('encodes hostile slugs', () => {
    expect(contentHref('a/b?c')).toBe('/content/a%2Fb%3Fc');
  });
});

describe('venueCardHref', () => {
  it('uses the lower-cased display category text', () => {
    expect(venueCardHref('the-deck', 'Restaurants')).toBe('/restaurants/the-deck');
    expect(venueCardHref('the-deck', 'Fine Dining')).toBe('/fine-dining/the-deck');
  });

  it('uses /{slug} without a category', () => {
    expect(venueCardHref('the-deck', null)).toBe('/the-deck');
  });
});

describe('enclosureHref', () => {
  it('uses the royal product path when given, else /enclosure', () => {
    expect(enclosureHref('queen-anne-enclosure', 'ascot')).toBe('/royal-ascot/queen-anne-enclosure');
    expect(enclosureHref('village-enclosure', null)).toBe('/enclosure/village-enclosure');
  });
});

describe('isExternalHref', () => {
  it('tells absolute addresses from site paths', () => {
    expect(isExternalHref('https://x.example')).toBe(true);
    expect(isExternalHref('mailto:a@b.example')).toBe(true);
    expect(isExternalHref('//cdn.example/x')).toBe(true);
    expect(isExternalHref('/tickets')).toBe(false);
  });
});
