// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Poll } from '@/platform/types/poll';
import { expectConsole } from '@/test/setup';
import { PollContent, pollStage } from './poll';
import { pollFixture } from './poll.fixture';
import { pollSchema } from './poll-schema';
import { sectionTitled } from '../shared/test-queries';

const { getPoll } = vi.hoisted(() => ({ getPoll: vi.fn() }));
vi.mock('@/platform/polls', () => ({ getPoll }));

const hour = 60 * 60 * 1000;

function pollOf(overrides: Partial<Poll> = {}): Poll {
  return {
    id: 'poll-jockey-of-the-day',
    label: 'Who is your Jockey of the Day?',
    votes: 0,
    options: [],
    sponsorImageUrl: 'https://img.test/marlow.png',
    publishDate: new Date(Date.now() - 3 * hour).toISOString(),
    validFrom: new Date(Date.now() - 2 * hour).toISOString(),
    validTo: new Date(Date.now() + 6 * hour).toISOString(),
    publishResultDate: null,
    trackingEnabled: false,
    ...overrides,
  };
}

async function renderPoll() {
  const element = (await PollContent(pollFixture())) as ReactElement | null;
  return render(<>{element}</>);
}

describe('PollContent', () => {
  beforeEach(() => getPoll.mockReset());

  it("shows the poll's question and sponsor, with voting not yet possible here", async () => {
    getPoll.mockResolvedValue(pollOf());
    await renderPoll();
    expect(getPoll).toHaveBeenCalledWith('poll-jockey-of-the-day');
    expect(sectionTitled('Who is your Jockey of the Day?')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Who is your Jockey of the Day?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Vote Now/ })).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Poll sponsor' })).toBeInTheDocument();
  });

  it('says when voting has closed, without a button', async () => {
    getPoll.mockResolvedValue(
      pollOf({ validTo: new Date(Date.now() - hour).toISOString(), sponsorImageUrl: null }),
    );
    await renderPoll();
    expect(screen.getByText('Voting has closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders nothing and warns when the poll does not exist or fails to load', async () => {
    const warn = expectConsole('warn');
    getPoll.mockResolvedValueOnce(null);
    expect(await PollContent(pollFixture({ pollId: 'poll-does-not-exist' }))).toBeNull();
    getPoll.mockRejectedValueOnce(new Error('poll service down'));
    expect(await PollContent(pollFixture())).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('poll-does-not-exist'));
  });
});

describe('pollStage', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it('is upcoming before validFrom, open until validTo, closed after', () => {
    expect(pollStage({ validFrom: '2026-06-01T13:00:00Z', validTo: null }, now)).toBe('upcoming');
    expect(pollStage({ validFrom: '2026-06-01T11:00:00Z', validTo: '2026-06-01T13:00:00Z' }, now)).toBe(
      'open',
    );
    expect(pollStage({ validFrom: null, validTo: '2026-06-01T11:00:00Z' }, now)).toBe('closed');
    expect(pollStage({ validFrom: null, validTo: null }, now)).toBe('open');
  });
});

describe('pollSchema', () => {
  it('needs a poll id', () => {
    expect(pollSchema.parse({ contentType: 'POLL', pollId: 'poll-awaiting-results' })).toEqual({
      pollId: 'poll-awaiting-results',
    });
    expect(pollSchema.safeParse({ contentType: 'POLL' }).success).toBe(false);
    expect(pollSchema.safeParse({ contentType: 'POLL', pollId: ' ' }).success).toBe(false);
  });
});
