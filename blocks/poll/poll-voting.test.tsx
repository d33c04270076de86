// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { isShownModal, polyfillDialog } from '@/test/dialog-polyfill';
import { expectConsole } from '@/test/setup';
import type { PollView } from './poll-view';
import { PollVoting } from './poll-voting.client';

polyfillDialog();

const HOUR = 3_600_000;
const names = [
  'Hollie Doyle',
  'Oisin Murphy',
  'Ryan Moore',
  'Rob Hornby',
  'Tom Marquand',
  'William Buick',
  'Jim Crowley',
  'Saffie Osborne',
  'David Egan',
];

function pollView(overrides: Partial<PollView> = {}): PollView {
  return {
    id: 'poll-jockey-of-the-day',
    label: 'Who is your Jockey of the Day?',
    votes: 90,
    options: names.map((label, index) => ({
      id: `o${index}`,
      label,
      votes: 10,
      selected: false,
      postVoteMessage: { message: 'Thanks for voting.', link: '/news', linkText: 'Read the day’s news' },
    })),
    sponsorImageUrl: null,
    validFrom: new Date(Date.now() - HOUR).toISOString(),
    validTo: new Date(Date.now() + 5 * HOUR + 60_000).toISOString(),
    publishResultDate: null,
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function openPoll() {
  render(
    <PollVoting
      pollId="poll-jockey-of-the-day"
      title="Jockey of the Day"
      buttonLabel="Vote Now"
      autotrigger={false}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Vote Now' }));
  const dialog = screen.getByRole('dialog', { hidden: true });
  await waitFor(() => expect(within(dialog).queryByText('Loading the poll…')).not.toBeInTheDocument());
  return dialog as HTMLDialogElement;
}

describe('PollVoting', () => {
  it('opens a modal on Vote Now with the options; Submit Vote waits for a choice, then sends only its id', async () => {
    fetchMock.mockResolvedValueOnce(json({ poll: pollView() }));
    const dialog = await openPoll();
    expect(isShownModal(dialog)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/polls/poll-jockey-of-the-day', { cache: 'no-store' });
    expect(within(dialog).getByText('5 hours left')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Submit vote' });
    expect(submit).toBeDisabled();

    const voted = pollView();
    voted.options[2] = { ...voted.options[2]!, votes: 11, selected: true };
    fetchMock.mockResolvedValueOnce(json({ poll: voted }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ryan Moore' }));
    expect(submit).toBeEnabled();
    await act(async () => fireEvent.click(submit));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/polls/poll-jockey-of-the-day/vote');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ answerId: 'o2' }) });

    expect(within(dialog).getByText(/You voted for/)).toHaveTextContent('You voted for Ryan Moore.');
    expect(within(dialog).getByText('Thanks for voting.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read the day’s news' })).toHaveAttribute(
      'href',
      '/news',
    );
    expect(within(dialog).getAllByRole('listitem').length).toBeLessThanOrEqual(6);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Share poll' }));
    expect(within(dialog).getByRole('navigation', { name: 'Share this poll' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to poll' }));
    expect(within(dialog).getByRole('button', { name: 'Share poll' })).toBeInTheDocument();
  });

  it('searches jockeys, each shown by name beside their initials, and says when none match', async () => {
    fetchMock.mockResolvedValueOnce(json({ poll: pollView() }));
    const dialog = await openPoll();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search jockeys' }), {
      target: { value: 'ro' },
    });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['JCJim Crowley', 'RHRob Hornby']);
    expect(within(dialog).getByRole('radio', { name: 'Jim Crowley' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search jockeys' }), {
      target: { value: 'zzz' },
    });
    expect(within(dialog).getByText('No jockeys found')).toBeInTheDocument();
  });

  it('starts at the result for a closed poll, and closes on Escape and on the close button', async () => {
    const closed = pollView({ validTo: new Date(Date.now() - HOUR).toISOString() });
    fetchMock.mockImplementation(() => Promise.resolve(json({ poll: closed })));
    const dialog = await openPoll();
    expect(within(dialog).getByText('Closed')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Share poll' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog.open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Vote Now' }));
    await waitFor(() => expect(dialog.open).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
  });

  it('opens by itself when the block says autotrigger', async () => {
    fetchMock.mockResolvedValueOnce(json({ poll: pollView() }));
    render(<PollVoting pollId="p" title="Jockey of the Day" buttonLabel="Vote Now" autotrigger />);
    const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Submit vote' })).toBeInTheDocument(),
    );
  });

  it('keeps the poll and the pick when a vote fails, says why, and sends it again', async () => {
    const warn = expectConsole('warn');
    fetchMock.mockResolvedValueOnce(json({ poll: pollView() }));
    const dialog = await openPoll();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Jim Crowley' }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit vote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /No connection: your vote was not sent/,
    );
    expect(within(dialog).getByRole('radio', { name: 'Jim Crowley' })).toBeChecked();

    fetchMock.mockResolvedValueOnce(
      json({ error: 'Too many votes from this voter; try again shortly' }, 429),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/Too many votes from here/),
    );

    fetchMock.mockResolvedValueOnce(json({ error: 'This identity has already voted in this poll' }, 409));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('You have already voted'),
    );
    expect(within(dialog).getByRole('button', { name: 'Submit vote' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the vote failed'), expect.anything());
  });

  it('logs a failed load or vote and shows a short line, not a broken poll', async () => {
    const warn = expectConsole('warn');
    fetchMock.mockResolvedValueOnce(json({ error: 'down' }, 503));
    const dialog = await openPoll();
    expect(within(dialog).getByText(/The poll is not available just now/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), expect.anything());
  });
});
