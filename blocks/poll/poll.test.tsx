// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Poll } from '@/platform/types/poll';
import { expectConsole } from '@/test/setup';
import { setConsent } from '@/ui/consent/consent-store';
import { PollContent } from './poll';
import { pollSchema } from './poll-schema';
import { pollFixture } from './poll.fixture';
import { sectionTitled } from '../shared/test-queries';

const { getPoll } = vi.hoisted(() => ({ getPoll: vi.fn() }));
vi.mock('@/platform/polls', () => ({ getPoll }));
vi.mock('../shared/content-provider-need', () => ({
  contentProviderNeed: (feature: string) => ({
    name: feature,
    vendorNames: ['Furlong'],
    freeOnLocalhost: true,
  }),
}));

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
    validTo: new Date(Date.now() + 6 * hour + 60_000).toISOString(),
    publishResultDate: null,
    trackingEnabled: false,
    ...overrides,
  };
}

async function renderPoll() {
  const element = (await PollContent(pollFixture())) as ReactElement | null;
  return render(<>{element}</>);
}

const allow = (isAllowed: boolean) =>
  act(() => setConsent({ status: 'ready', entries: [{ id: 'f', name: 'Furlong', isAllowed }] }));

describe('PollContent', () => {
  beforeEach(() => getPoll.mockReset());
  afterEach(() => act(() => setConsent({ status: 'waiting', entries: [] })));

  it("shows the poll's question, how long it runs, its sponsor and Vote Now once consent allows", async () => {
    getPoll.mockResolvedValue(pollOf());
    await renderPoll();
    expect(getPoll).toHaveBeenCalledWith('poll-jockey-of-the-day');
    expect(sectionTitled('Who is your Jockey of the Day?')).toBeInTheDocument();
    expect(screen.getByText('6 hours left')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Poll sponsor' })).toBeInTheDocument();
    expect(screen.getByText(/This feature \(Fan poll\) is currently not available/)).toBeInTheDocument();
    allow(true);
    expect(await screen.findByRole('button', { name: 'Vote Now' })).toBeEnabled();
  });

  it('says when voting has closed', async () => {
    getPoll.mockResolvedValue(
      pollOf({ validTo: new Date(Date.now() - hour).toISOString(), sponsorImageUrl: null }),
    );
    await renderPoll();
    expect(screen.getByText('Closed')).toBeInTheDocument();
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

describe('pollSchema', () => {
  it('needs a poll id', () => {
    expect(pollSchema.parse({ contentType: 'POLL', pollId: 'poll-awaiting-results' })).toEqual({
      pollId: 'poll-awaiting-results',
    });
    expect(pollSchema.safeParse({ contentType: 'POLL' }).success).toBe(false);
    expect(pollSchema.safeParse({ contentType: 'POLL', pollId: ' ' }).success).toBe(false);
  });
});
