import { racedayEssentials, racedayOf, VENUE_ESSENTIALS } from './essentials';

describe("a raceday's essentials", () => {
  it("are the raceday, the page shown, the day's other day pages and the venue's essentials", () => {
    const links = [
      '/racedays/royal-kingsmere-week/day-one',
      '/racedays/royal-kingsmere-week/day-two',
      '/racedays/summer-mile-saturday',
      '/hospitality',
    ];
    expect(racedayEssentials('/racedays/royal-kingsmere-week/day-two', links)).toEqual([
      '/racedays/royal-kingsmere-week',
      '/racedays/royal-kingsmere-week/day-two',
      '/racedays/royal-kingsmere-week/day-one',
      VENUE_ESSENTIALS.tickets,
      VENUE_ESSENTIALS.gettingHere,
      VENUE_ESSENTIALS.courseMap,
    ]);
  });

  it('are none on a page that is no raceday', () => {
    expect(racedayOf('/racedays')).toBeNull();
    expect(racedayOf('/news/racing')).toBeNull();
    expect(racedayEssentials('/tickets', ['/racedays/summer-mile-saturday'])).toEqual([]);
  });
});
