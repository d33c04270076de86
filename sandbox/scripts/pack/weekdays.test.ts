// The pack's words agree with its dates whatever the clock it is loaded at: a weekday named in copy is
// the weekday of the date it describes, and copy with no date to keep it true names no weekday.
import path from 'node:path';
import { loadPack, type Pack } from '../../pack/load-pack';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NAME = WEEKDAYS.join('|');
/** One day named: "Saturday", "Saturday’s"; not "Saturdays", which recur. */
const ONE_DAY = new RegExp(`\\b(${NAME})(?!s)\\b`, 'g');
const NAMES_ONE_DAY = new RegExp(ONE_DAY.source);
/** A day of the royal meeting, named anywhere: "the Thursday of Royal Kingsmere". */
const ROYAL_DAY = new RegExp(`\\b(${NAME}) of (?:Royal Kingsmere|the royal meeting)\\b`, 'g');
/** Words that name no date: "a Saturday card", "on Friday evenings", "Monday to Friday, 9am to 5pm". */
const ANY_SUCH_DAY = new RegExp(
  `\\b(?:a|an|every|each) (?:${NAME})\\b|\\b(?:${NAME}) (?:mornings|afternoons|evenings|nights)\\b|\\b(?:${NAME}) to (?:${NAME})\\b`,
  'g',
);
/** The fields that date a block: an event card's first and last day, a ticket's day, a countdown. */
const DATE_KEYS = ['date_string', 'eventDate_string', 'countdownTimerDate_string'];

type Json = unknown;

/** D/M/YYYY, the pack's date format, to a UTC day. */
function dayOf(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value) : null;
  return match ? Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])) : undefined;
}

/** The weekdays from a first day to a last, both included. */
function weekdaysOf(first: number, last = first): Set<string> {
  const names = new Set<string>();
  for (let at = first; at <= last && names.size < 7; at += DAY_MS)
    names.add(WEEKDAYS[new Date(at).getUTCDay()] as string);
  return names;
}

const isObject = (value: Json): value is Record<string, Json> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The days a block is dated to, when it carries a date. */
function blockDays(value: Json): Set<string> | undefined {
  if (!isObject(value)) return undefined;
  const key = DATE_KEYS.find((candidate) => dayOf(value[candidate]) !== undefined);
  if (!key) return undefined;
  const first = dayOf(value[key]) as number;
  return weekdaysOf(first, key === 'date_string' ? (dayOf(value.endDate_string) ?? first) : first);
}

/** Every string of a value, with the days of the innermost dated block that holds it. */
function strings(value: Json, days: Set<string> | undefined, out: [string, Set<string> | undefined][]) {
  if (typeof value === 'string') out.push([value.replace(/<[^>]*>/g, ''), days]);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, days, out));
  else if (isObject(value)) {
    const own = blockDays(value) ?? days;
    Object.values(value).forEach((item) => strings(item, own, out));
  }
  return out;
}

const sameDays = (a: Set<string> | undefined, b: Set<string> | undefined) =>
  a !== undefined && b !== undefined && a.size === b.size && [...a].every((day) => b.has(day));

const MINOR_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to', 'with']);
/** A name in title case ("Saturday Racing", "Friday Evening Racing with Live Music"), not a headline. */
const isName = (title: string) =>
  title
    .split(/[\s:–-]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .every((word) => /^[A-Z]/.test(word) || MINOR_WORDS.has(word));

/** The event card an article about a fixture opens with. */
function eventCardOf(article: { content: Json[] }): Record<string, Json> | undefined {
  const [first] = article.content;
  return isObject(first) && first.customContentType === 'event-card' && isObject(first.customContent)
    ? first.customContent
    : undefined;
}

/** Each weekday the pack names that its dates do not bear out, with where and in what words. */
function weekdayMistakes(pack: Pack): string[] {
  const royalWeek = pack.articles.find((article) => article.slug === 'royal-kingsmere-week');
  const royalDays = blockDays(royalWeek && eventCardOf(royalWeek));
  if (!royalDays || royalDays.size !== 5) throw new Error('Royal Kingsmere has no five days in the pack');
  // Names of pages and fixtures ("Ridgeway Bank Saturday", "Summer Mile Weekend: Friday"): another
  // page's copy may name them. A dated fixture's own card is checked against its date below; a headline
  // ("Watering planned for Friday") is no name, and is checked as any copy is.
  const titles = new Map<string, Set<string> | undefined>();
  for (const article of [...pack.articles, ...pack.drafts]) {
    const card = eventCardOf(article);
    if (typeof card?.title_string === 'string') titles.set(card.title_string, blockDays(card));
    if (!titles.has(article.heroMedia.title)) titles.set(article.heroMedia.title, undefined);
  }
  const named = [...titles.keys()].filter((title) => NAMES_ONE_DAY.test(title) && isName(title));
  named.sort((a, b) => b.length - a.length);

  const mistakes: string[] = [];
  const check = (where: string, text: string, days: Set<string> | undefined, royal: boolean) => {
    let words = text;
    for (const [day] of words.matchAll(ROYAL_DAY))
      if (!royalDays.has(day.split(' ')[0] as string)) mistakes.push(`${where}: "${day}"`);
    words = words.replace(ROYAL_DAY, '');
    // Another fixture's name is that fixture's claim, checked on its own card; a dated block's own
    // fixture is checked here.
    for (const title of named) if (!sameDays(titles.get(title), days)) words = words.split(title).join('');
    const allowed = days ?? (royal ? royalDays : undefined);
    if (!allowed) words = words.replace(ANY_SUCH_DAY, '');
    for (const [day] of words.matchAll(ONE_DAY))
      if (!allowed?.has(day))
        mistakes.push(
          `${where}: "${day}" in "${text.slice(0, 160)}"${allowed ? ` (dated ${[...allowed].join(', ')})` : ' (no date)'}`,
        );
  };

  for (const article of [...pack.articles, ...pack.drafts]) {
    const card = eventCardOf(article);
    const royal = (article.tags ?? []).some(
      (tag) => (typeof tag === 'string' ? tag : tag.id) === 'royal-kingsmere',
    );
    for (const [text, days] of strings(article, card ? blockDays(card) : undefined, []))
      check(article.slug, text, days, royal && !card);
  }
  const others = {
    contentItems: pack.contentItems,
    feeds: pack.feeds,
    placements: pack.placements,
    polls: pack.polls,
    videos: pack.videos,
  };
  for (const [file, list] of Object.entries(others))
    for (const [text, days] of strings(list, undefined, [])) check(file, text, days, false);
  return [...new Set(mistakes)].sort();
}

// The pack as its generator writes it: sandbox/scripts/pack-in-step.test.ts holds the committed files to
// exactly that.
const dir = path.resolve(__dirname, '../../content');

describe("the pack's weekdays", () => {
  // A Sunday, a Wednesday and a Friday evening: every fixture's date moves against its weekday.
  it.each(['2026-11-29T10:00:00Z', '2027-03-03T08:00:00Z', '2027-06-18T21:30:00Z'])(
    'are the weekdays of the dates they describe, loaded at %s',
    (clock) => {
      expect(weekdayMistakes(loadPack(dir, new Date(clock)))).toEqual([]);
    },
  );

  it('puts each named fixture on its day: Ridgeway Bank Saturday, Friday Evening Racing, Tuesday to Saturday of Royal Kingsmere', () => {
    for (let day = 0; day < 7; day++) {
      const pack = loadPack(dir, new Date(Date.UTC(2027, 0, 4 + day, 12)));
      const first = (slug: string) => {
        const article = pack.articles.find((candidate) => candidate.slug === slug);
        const card = article && eventCardOf(article);
        return [...(blockDays(card) ?? [])];
      };
      expect(first('ridgeway-bank-saturday')).toEqual(['Saturday']);
      expect(first('friday-evening-racing-with-live-music')).toEqual(['Friday']);
      expect(first('royal-kingsmere-week')).toEqual([
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
      ]);
      expect(first('summer-mile-saturday')).toEqual(['Saturday']);
    }
  });

  it('finds a weekday that its date does not bear out, and one named with no date to keep it', () => {
    const pack = loadPack(dir, new Date('2026-11-29T10:00:00Z'));
    const ridgeway = pack.articles.find((article) => article.slug === 'ridgeway-bank-saturday');
    const card = ridgeway && eventCardOf(ridgeway);
    if (!card) throw new Error('Ridgeway Bank Saturday has no card');
    card.description_string = 'A Sunday card headed by the Ridgeway Bank Handicap.';
    const story = pack.articles.find((article) => article.slug === 'going-report-good-to-firm');
    story?.content.push({ contentType: 'TEXT', content: '<p>Watering is planned for Friday evening.</p>' });
    if (story) story.heroMedia.title = 'Going report: watering planned for Friday';
    expect(weekdayMistakes(pack)).toEqual([
      'going-report-good-to-firm: "Friday" in "Going report: watering planned for Friday" (no date)',
      'going-report-good-to-firm: "Friday" in "Watering is planned for Friday evening." (no date)',
      expect.stringMatching(/^ridgeway-bank-saturday: "Sunday" .*\(dated Saturday\)$/),
    ]);
  });
});
