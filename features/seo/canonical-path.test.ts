import { canonicalPath } from './canonical-path';

const link = (href: string, external = false) => ({ href, external, newTab: external });

describe('canonicalPath', () => {
  it("is the article's resolved link", () => {
    expect(canonicalPath({ slug: 'the-deck', link: link('/restaurants/the-deck') })).toBe(
      '/restaurants/the-deck',
    );
  });

  it('is the site root for the home article', () => {
    expect(canonicalPath({ slug: 'home', link: link('/home') })).toBe('/');
  });

  it('is null for an article that links off-site', () => {
    expect(canonicalPath({ slug: 'interview', link: link('https://news.example/x', true) })).toBeNull();
  });
});
