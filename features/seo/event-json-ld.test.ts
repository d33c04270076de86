import { eventJsonLd } from './event-json-ld';
import { testHero, testRaceday, testSite } from './test-fixtures';

describe('eventJsonLd', () => {
  it('describes a race day from its event card: date, venue, image, price in pounds, sold out', () => {
    expect(eventJsonLd(testRaceday(), testSite)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Summer Mile Saturday',
      description: 'The Group 2 Summer Mile.',
      startDate: '2031-07-11',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Kingsmere Park', url: 'https://www.kingsmere.test/' },
      image: ['https://img.kingsmere.test/hero.jpg'],
      url: 'https://www.kingsmere.test/racedays/summer-mile-saturday',
      organizer: { '@type': 'Organization', name: 'Kingsmere Park', url: 'https://www.kingsmere.test/' },
      offers: {
        '@type': 'Offer',
        price: '42',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/SoldOut',
        url: 'https://www.kingsmere.test/tickets',
      },
    });
  });

  it('gives a meeting of several days its last day', () => {
    const meeting = eventJsonLd(testRaceday({ endDate_string: '15/7/2031' }), testSite);
    expect(meeting).toMatchObject({ startDate: '2031-07-11', endDate: '2031-07-15' });
    expect(eventJsonLd(testRaceday(), testSite)).not.toHaveProperty('endDate');
  });

  it("uses the card's image when the hero has only the fallback", () => {
    const hero = testHero({ heroImage: { src: '/images/fallback-hero.jpg', alt: '', isFallback: true } });
    const data = eventJsonLd(testRaceday({}, { hero }), testSite);
    expect(data?.image).toEqual(['https://img.kingsmere.test/card.jpg']);
  });

  it('leaves out the offer without a price or availability, and availability when no tag says so', () => {
    const free = eventJsonLd(testRaceday({ price_string: '', availabilityTag_custom: [] }), testSite);
    expect(free).not.toHaveProperty('offers');
    const open = eventJsonLd(testRaceday({ availabilityTag_custom: [] }), testSite);
    expect(open?.offers).toEqual({
      '@type': 'Offer',
      price: '42',
      priceCurrency: 'GBP',
      url: 'https://www.kingsmere.test/tickets',
    });
  });

  it('gives null when no event date can be read', () => {
    expect(eventJsonLd(testRaceday({ date_string: 'TBC' }), testSite)).toBeNull();
    expect(eventJsonLd(testRaceday({}, { blocks: [] }), testSite)).toBeNull();
  });

  it('never throws on hostile or malformed content, and keeps hostile text as plain data', () => {
    const data = eventJsonLd(
      testRaceday(
        {
          price_string: '</script><script>alert(1)</script>',
          buyTicketsButton_content: { link: 'javascript:alert(1)' },
        },
        { title: '</script><script>alert(1)</script>', summary: null },
      ),
      testSite,
    );
    expect(data?.name).toBe('</script><script>alert(1)</script>');
    expect(data?.offers).toEqual({ '@type': 'Offer', availability: 'https://schema.org/SoldOut' });
  });
});
