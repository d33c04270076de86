import { getPoll, votePoll } from './polls';
import type { FakeUpstream } from './testing/fake-upstream';
import { envelopeOf } from './testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from './testing/install';

let upstream: FakeUpstream;
beforeEach(() => {
  upstream = installFakeUpstream();
});
afterEach(uninstallFakeUpstream);

const upstreamPoll = {
  id: 'jotd',
  label: 'Jockey of the Day',
  options: [
    { id: 1, label: 'A. Rider', votes: 10, selected: false, uiIndex: 0 },
    {
      id: 2,
      label: 'B. Rider',
      votes: 30,
      selected: true,
      postVoteMessage: { message: 'Thanks', link: '/x' },
    },
    { label: 'no id' },
  ],
  sponsorImageURL: 'https://img.test/sponsor.png',
  validFrom: '2025-06-17T10:00:00Z',
  validTo: '2025-06-17T18:00:00Z',
  trackingEnabled: true,
};

describe('getPoll', () => {
  it('reads and reshapes the poll', async () => {
    upstream.on('GET', '/polls/v2/polls/jotd', { json: envelopeOf(upstreamPoll) });
    expect(await getPoll('jotd')).toEqual({
      id: 'jotd',
      label: 'Jockey of the Day',
      votes: 40,
      options: [
        { id: '1', label: 'A. Rider', votes: 10, selected: false, uiIndex: 0, postVoteMessage: null },
        {
          id: '2',
          label: 'B. Rider',
          votes: 30,
          selected: true,
          uiIndex: 1,
          postVoteMessage: { message: 'Thanks', link: '/x', linkText: null },
        },
      ],
      sponsorImageUrl: 'https://img.test/sponsor.png',
      publishDate: null,
      validFrom: '2025-06-17T10:00:00.000Z',
      validTo: '2025-06-17T18:00:00.000Z',
      publishResultDate: null,
      trackingEnabled: true,
    });
    expect(upstream.calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends the bearer token and does not cache the personal answer', async () => {
    upstream.on('GET', '/polls/v2/polls/jotd', { json: envelopeOf(upstreamPoll) });
    await getPoll('jotd', 'fan-token');
    await getPoll('jotd', 'fan-token');
    expect(upstream.calls).toHaveLength(2);
    expect(upstream.calls[0]?.headers.get('authorization')).toBe('Bearer fan-token');
  });

  it('gives null when absent and throws when failed', async () => {
    upstream.on('GET', '/polls/v2/polls/gone', { status: 404 });
    upstream.on('GET', '/polls/v2/polls/down', { json: { status: 'error' } });
    expect(await getPoll('gone')).toBeNull();
    await expect(getPoll('down')).rejects.toMatchObject({ reason: 'envelope' });
  });
});

describe('votePoll', () => {
  it('posts the answer as JSON with the bearer token', async () => {
    upstream.on('POST', '/polls/v1/polls/jotd/answer', { json: { status: 'success' } });
    expect(await votePoll('jotd', '2', 'anon-token')).toEqual({ ok: true, poll: null });
    const call = upstream.calls[0]!;
    expect(call.body).toBe('{"answerId":"2"}');
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.headers.get('authorization')).toBe('Bearer anon-token');
  });

  it('gives the poll after the vote when the answer carries it', async () => {
    upstream.on('POST', '/polls/v1/polls/jotd/answer', { json: envelopeOf(upstreamPoll) });
    const result = await votePoll('jotd', '2', 't');
    expect(result).toMatchObject({ ok: true, poll: { id: 'jotd', votes: 40 } });
  });

  it('reports a vote that did not count, without retrying or throwing', async () => {
    upstream.on('POST', '/polls/v1/polls/jotd/answer', { status: 503 });
    expect(await votePoll('jotd', '2', 't')).toEqual({ ok: false, alreadyVoted: false });
    upstream.on('POST', '/polls/v1/polls/jotd/answer', { json: { status: 'fail' } });
    expect(await votePoll('jotd', '2', 't')).toEqual({ ok: false, alreadyVoted: false });
    expect(upstream.calls).toHaveLength(2);
  });

  it('tells a second vote by the same identity (409) from a failure', async () => {
    upstream.on('POST', '/polls/v1/polls/jotd/answer', {
      status: 409,
      json: {
        status: 'error',
        code: 'already_voted',
        message: 'This identity has already voted in this poll',
      },
    });
    expect(await votePoll('jotd', '2', 't')).toEqual({ ok: false, alreadyVoted: true });
  });
});
