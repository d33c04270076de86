import { isFixtureList, orderFixtures } from './fixture-order';

const meeting = (id: string, start: string, end: string | null = null) => ({ id, event: { start, end } });
const story = (id: string) => ({ id, event: null });
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

const TODAY = '2026-11-26';

describe('orderFixtures', () => {
  it('puts meetings still to come first, soonest first, and leaves out those that are over', () => {
    const list = [
      meeting('christmas', '2026-12-27'),
      meeting('last-week', '2026-11-19'),
      meeting('saturday', '2026-11-28'),
      meeting('today', TODAY),
      meeting('royal', '2026-12-16', '2026-12-20'),
    ];
    expect(ids(orderFixtures(list, TODAY))).toEqual(['today', 'saturday', 'royal', 'christmas']);
  });

  it('keeps a meeting of several days until its last day is over', () => {
    const list = [meeting('next', '2026-12-01'), meeting('festival', '2026-11-24', '2026-11-27')];
    expect(ids(orderFixtures(list, TODAY))).toEqual(['festival', 'next']);
    expect(ids(orderFixtures(list, '2026-11-28'))).toEqual(['next']);
  });

  it('shows the past meetings, latest first, when none is still to come', () => {
    const list = [meeting('october', '2026-10-10'), meeting('november', '2026-11-07')];
    expect(ids(orderFixtures(list, TODAY))).toEqual(['november', 'october']);
  });

  it("puts a whole meeting before its days, and otherwise keeps the service's order on the same day", () => {
    const list = [meeting('b', '2026-12-01'), meeting('a', '2026-12-01')];
    expect(ids(orderFixtures(list, TODAY))).toEqual(['b', 'a']);
    const festival = [
      meeting('saturday', '2026-12-08'),
      meeting('festival', '2026-12-08', '2026-12-09'),
      meeting('sunday', '2026-12-09'),
    ];
    expect(ids(orderFixtures(festival, TODAY))).toEqual(['festival', 'saturday', 'sunday']);
  });

  it("leaves a list that is not all events in the service's order", () => {
    const list = [story('news'), meeting('past', '2026-01-01'), meeting('soon', '2026-12-01')];
    expect(ids(orderFixtures(list, TODAY))).toEqual(['news', 'past', 'soon']);
    expect(orderFixtures([], TODAY)).toEqual([]);
  });
});

describe('isFixtureList', () => {
  it('is a non-empty list of events only', () => {
    expect(isFixtureList([meeting('a', TODAY)])).toBe(true);
    expect(isFixtureList([meeting('a', TODAY), story('b')])).toBe(false);
    expect(isFixtureList([])).toBe(false);
  });
});
