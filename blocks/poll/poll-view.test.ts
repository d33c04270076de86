import {
  groupOptions,
  initialsOf,
  silksOf,
  pollDuration,
  pollResults,
  pollStage,
  pollTimingText,
  startsAtResult,
  type PollView,
} from './poll-view';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = Date.parse('2026-06-01T12:00:00Z');
const at = (offset: number) => new Date(now + offset).toISOString();

function poll(overrides: Partial<PollView> = {}): PollView {
  return {
    id: 'p',
    label: 'Who?',
    votes: 0,
    options: [],
    sponsorImageUrl: null,
    validFrom: at(-HOUR),
    validTo: at(HOUR),
    publishResultDate: at(2 * HOUR),
    ...overrides,
  };
}

const option = (label: string, votes: number, selected = false) => ({
  id: label.toLowerCase(),
  label,
  votes,
  selected,
  postVoteMessage: null,
});

describe('pollTimingText', () => {
  it.each([
    [{ validFrom: at(5 * DAY + HOUR) }, 'Opening in 5 days'],
    [{ validFrom: at(2 * DAY + 5 * HOUR) }, 'Opening in 2 days • 5 hours'],
    [{ validTo: at(3 * DAY) }, '3 days • 0 hours left'],
    [{ validTo: at(1 * DAY + HOUR) }, '1 day • 1 hour left'],
    [{ validTo: at(5 * HOUR + 30 * MINUTE) }, '5 hours left'],
    [{ validTo: at(42 * MINUTE) }, '42 minutes left'],
    [{ validTo: at(-MINUTE), publishResultDate: at(3 * HOUR) }, 'Results announced in 3 hours'],
    [{ validTo: at(-DAY), publishResultDate: at(-HOUR) }, 'Closed'],
    [{ validTo: at(-DAY), publishResultDate: null }, 'Closed'],
  ])('%j reads %s', (dates, text) => {
    expect(pollTimingText(poll(dates), now)).toBe(text);
  });

  it('counts at least a minute until the moment passes', () => {
    expect(pollDuration(1000)).toBe('1 minute');
    expect(pollDuration(-5)).toBe('1 minute');
  });
});

describe('where a poll starts', () => {
  it('starts at the result once the visitor has voted in an open poll, or once it has closed', () => {
    expect(startsAtResult(poll({ options: [option('A', 1)] }), now)).toBe(false);
    expect(startsAtResult(poll({ options: [option('A', 1, true)] }), now)).toBe(true);
    expect(startsAtResult(poll({ validTo: at(-MINUTE) }), now)).toBe(true);
    expect(startsAtResult(poll({ validFrom: at(HOUR), validTo: at(2 * HOUR) }), now)).toBe(false);
    expect(pollStage(poll({ validFrom: at(HOUR) }), now)).toBe('upcoming');
  });
});

describe('pollResults', () => {
  it('shows the top 5 and the visitor pick outside them, each rounded to a whole percent', () => {
    const options = [
      option('A', 30),
      option('B', 25),
      option('C', 20),
      option('D', 10),
      option('E', 8),
      option('F', 4),
      option('G', 3, true),
    ];
    const rows = pollResults(poll({ options }));
    expect(rows.map((row) => [row.option.label, row.percent])).toEqual([
      ['A', 30],
      ['B', 25],
      ['C', 20],
      ['D', 10],
      ['E', 8],
      ['G', 3],
    ]);
  });

  it('shows 0% for a poll nobody has voted in, never NaN', () => {
    expect(
      pollResults(poll({ options: [option('A', 0), option('B', 0)] })).map((row) => row.percent),
    ).toEqual([0, 0]);
  });
});

describe('groupOptions', () => {
  const options = [
    option('Oisin Murphy', 0),
    option('ryan moore', 0),
    option('Hollie Doyle', 0),
    option('Rob Hornby', 0),
  ];

  it('groups by first letter, in order', () => {
    expect(groupOptions(options, '').map(([letter, list]) => [letter, list.map((o) => o.label)])).toEqual([
      ['H', ['Hollie Doyle']],
      ['O', ['Oisin Murphy']],
      ['R', ['Rob Hornby', 'ryan moore']],
    ]);
  });

  it('filters by a case-insensitive substring, and finds nothing for no match', () => {
    expect(groupOptions(options, 'MOOR').map(([, list]) => list.map((o) => o.label))).toEqual([
      ['ryan moore'],
    ]);
    expect(groupOptions(options, 'zz')).toEqual([]);
  });
});

describe('initialsOf', () => {
  it("takes the first letters of a name's first and last words, in capitals", () => {
    expect(initialsOf('Oisin Murphy')).toBe('OM');
    expect(initialsOf('ryan lee moore')).toBe('RM');
    expect(initialsOf('  Frankie ')).toBe('F');
    expect(initialsOf('')).toBe('?');
  });
});

describe('silksOf', () => {
  it('gives one option the same silks every time, and spreads a field over several', () => {
    expect(silksOf('option-7')).toEqual(silksOf('option-7'));
    const bodies = new Set(Array.from({ length: 27 }, (_, index) => silksOf(`option-${index}`).body));
    expect(bodies.size).toBeGreaterThan(4);
  });
});
