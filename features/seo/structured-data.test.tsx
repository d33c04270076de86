import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, structuredDataFor } from './json-ld';
import { racedays, testArticle, testRaceday, testSite } from './test-fixtures';

describe('structuredDataFor', () => {
  it('gives an article in a news category a NewsArticle', () => {
    expect(structuredDataFor(testArticle(), testSite)).toMatchObject({ '@type': 'NewsArticle' });
  });

  it('gives a race day with an event card an Event', () => {
    expect(structuredDataFor(testRaceday(), testSite)).toMatchObject({ '@type': 'Event' });
  });

  it('treats the other event sections, the royal meeting among them, as events', () => {
    for (const slug of [
      'non-racing-events',
      'horse-races-and-events',
      'royal-kingsmere',
      'racedays-summer',
    ]) {
      const category = { id: `cat-${slug}`, text: slug, slug };
      const article = testRaceday({}, { categories: [category], displayCategory: category });
      expect(structuredDataFor(article, testSite)).toMatchObject({ '@type': 'Event' });
    }
  });

  it('gives an event page without a date nothing, and other pages nothing', () => {
    expect(structuredDataFor(testRaceday({ date_string: '' }), testSite)).toBeNull();
    const venue = { id: 'cat-restaurants', text: 'Restaurants', slug: 'restaurants' };
    expect(
      structuredDataFor(testArticle({ categories: [venue], displayCategory: venue }), testSite),
    ).toBeNull();
    expect(structuredDataFor(testArticle({ categories: [], displayCategory: null }), testSite)).toBeNull();
  });

  it('does not mistake a category that only contains a section name for that section', () => {
    const category = { id: 'cat-x', text: 'X', slug: 'old-news-racedays' };
    expect(
      structuredDataFor(testRaceday({}, { categories: [category], displayCategory: category }), testSite),
    ).toBeNull();
  });

  it('copes with categories of the wrong shape', () => {
    const article = testArticle({
      categories: [null, { id: 'x', text: 'X', slug: 7 }, racedays] as unknown as (typeof racedays)[],
      displayCategory: null,
      blocks: 'none' as unknown as [],
    });
    expect(structuredDataFor(article, testSite)).toBeNull();
  });

  it('keeps a hostile headline inside the JSON-LD script when rendered', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = renderToStaticMarkup(
      <JsonLd data={structuredDataFor(testArticle({ title: hostile, metadata: {} }), testSite)} />,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    const json = html.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toMatchObject({ '@type': 'NewsArticle', headline: hostile });
  });
});
