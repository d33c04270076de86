/** A poll as our /api/polls answers it to the browser: what the voting modal shows, never a token. */
export interface PollOptionView {
  id: string;
  label: string;
  votes: number;
  /** This visitor's pick. */
  selected: boolean;
  postVoteMessage: { message: string | null; link: string | null; linkText: string | null } | null;
}

export interface PollView {
  id: string;
  label: string;
  votes: number;
  options: PollOptionView[];
  sponsorImageUrl: string | null;
  validFrom: string | null;
  validTo: string | null;
  publishResultDate: string | null;
}

/** Where a poll stands: upcoming before validFrom, open until validTo, awaiting results, then closed. */
export type PollStage = 'upcoming' | 'open' | 'awaiting-results' | 'closed';

const at = (date: string | null) => (date === null ? null : Date.parse(date));

export function pollStage(
  poll: Pick<PollView, 'validFrom' | 'validTo' | 'publishResultDate'>,
  now: number,
): PollStage {
  const from = at(poll.validFrom);
  const to = at(poll.validTo);
  const results = at(poll.publishResultDate);
  if (from !== null && now < from) return 'upcoming';
  if (to === null || now < to) return 'open';
  if (results !== null && now < results) return 'awaiting-results';
  return 'closed';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Days above 3 days, then 'days • hours', then hours, then minutes. */
export function pollDuration(ms: number): string {
  const left = Math.max(0, ms);
  if (left > 3 * DAY) return count(Math.floor(left / DAY), 'day');
  if (left >= DAY)
    return `${count(Math.floor(left / DAY), 'day')} • ${count(Math.floor((left % DAY) / HOUR), 'hour')}`;
  if (left >= HOUR) return count(Math.floor(left / HOUR), 'hour');
  return count(Math.max(1, Math.ceil(left / MINUTE)), 'minute');
}

/** "Opening in {time}", "{time} left", "Results announced in {time}", then "Closed". */
export function pollTimingText(
  poll: Pick<PollView, 'validFrom' | 'validTo' | 'publishResultDate'>,
  now: number,
): string {
  switch (pollStage(poll, now)) {
    case 'upcoming':
      return `Opening in ${pollDuration(Date.parse(poll.validFrom!) - now)}`;
    case 'open':
      return poll.validTo === null ? 'Open now' : `${pollDuration(Date.parse(poll.validTo) - now)} left`;
    case 'awaiting-results':
      return `Results announced in ${pollDuration(Date.parse(poll.publishResultDate!) - now)}`;
    case 'closed':
      return 'Closed';
  }
}

/** At result if this visitor already voted and the poll is open, or once it has closed. */
export function startsAtResult(poll: PollView, now: number): boolean {
  const stage = pollStage(poll, now);
  if (stage === 'awaiting-results' || stage === 'closed') return true;
  return stage === 'open' && poll.options.some((option) => option.selected);
}

export interface ResultRow {
  option: PollOptionView;
  percent: number;
}

/** The top 5 plus the visitor's pick if outside them; votes/total rounded (0 votes: 0%). */
export function pollResults(poll: PollView): ResultRow[] {
  const total = poll.options.reduce((sum, option) => sum + option.votes, 0);
  const ranked = [...poll.options].sort((a, b) => b.votes - a.votes);
  const shown = ranked.slice(0, 5);
  const pick = ranked.slice(5).find((option) => option.selected);
  if (pick) shown.push(pick);
  return shown.map((option) => ({
    option,
    percent: total > 0 ? Math.round((option.votes / total) * 100) : 0,
  }));
}

/** Options whose label holds the search (case-insensitive), grouped by first letter. */
export function groupOptions(
  options: readonly PollOptionView[],
  search: string,
): [letter: string, PollOptionView[]][] {
  const needle = search.trim().toLocaleLowerCase('en-GB');
  const groups = new Map<string, PollOptionView[]>();
  const sorted = [...options].sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
  for (const option of sorted) {
    if (needle && !option.label.toLocaleLowerCase('en-GB').includes(needle)) continue;
    const letter = option.label.trim().charAt(0).toLocaleUpperCase('en-GB') || '#';
    groups.set(letter, [...(groups.get(letter) ?? []), option]);
  }
  return [...groups];
}

/** A jockey's initials: the first letters of the first and last words of the name ('Oisin Murphy': OM). */
export function initialsOf(label: string): string {
  const words = label.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toLocaleUpperCase('en-GB');
}

// Racing silks' colours: a body dark enough for white initials (4.5:1 or more) and a contrasting sleeve.
const SILKS: readonly (readonly [body: string, sleeve: string])[] = [
  ['#0f3d27', '#c8a24a'],
  ['#352a78', '#f6edd6'],
  ['#7a1f2b', '#f6edd6'],
  ['#1d4e89', '#d8b968'],
  ['#5b3a1a', '#e3efe7'],
  ['#3a3f44', '#c8a24a'],
  ['#0e5c5c', '#f6edd6'],
  ['#6b2d6b', '#d8b968'],
];

/** The silks a jockey's badge wears: the same for one option id wherever it shows. */
export function silksOf(id: string): { body: string; sleeve: string } {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const [body, sleeve] = SILKS[hash % SILKS.length]!;
  return { body, sleeve };
}
