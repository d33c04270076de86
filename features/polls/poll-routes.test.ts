import { NextRequest } from 'next/server';
import { expectConsole } from '@/test/setup';
import { getPollRoute, votePollRoute } from './poll-routes';
import { ALREADY_VOTED } from './poll-routes';
import { VOTES_PER_WINDOW } from './vote-limit';

const VOTES_PER_ADDRESS = 10;

const { getPoll, votePoll, resolveSession, postEvents } = vi.hoisted(() => ({
  getPoll: vi.fn(),
  votePoll: vi.fn(),
  resolveSession: vi.fn(),
  postEvents: vi.fn(),
}));
vi.mock('@/platform/polls', () => ({ getPoll, votePoll }));
vi.mock('@/platform/events', () => ({ postEvents }));
vi.mock('@/platform/settings', () => ({
  getSettings: () => ({ votesPerAddress: VOTES_PER_ADDRESS, trustedProxies: ['127.0.0.0/8'] }),
}));
vi.mock('@/features/session/resolve-session', () => ({ resolveSession, applyChanges: () => {} }));
vi.mock('@/features/session/same-origin-response', async () => {
  const { NextResponse } = await import('next/server');
  return {
    refuseCrossSite: (request: NextRequest) =>
      request.headers.get('origin') === 'https://evil.example'
        ? NextResponse.json({ error: 'Cross-site request refused' }, { status: 403 })
        : null,
  };
});

const poll = {
  id: 'poll-1',
  label: 'Who?',
  votes: 3,
  options: [{ id: 'a', label: 'A', votes: 3, selected: true, uiIndex: 0, postVoteMessage: null }],
  sponsorImageUrl: null,
  publishDate: null,
  validFrom: null,
  validTo: null,
  publishResultDate: null,
  trackingEnabled: true,
};

let device = 0;
beforeEach(() => {
  device += 1;
  resolveSession.mockReset().mockResolvedValue({
    deviceId: `device-${device}`,
    fan: { accessToken: 'fan-token', userId: `fan-${device}` },
    anonymousToken: null,
    anonymousId: null,
    changes: [],
  });
  getPoll.mockReset();
  votePoll.mockReset();
  postEvents.mockReset();
});

// Each test votes from an address of its own (the serving layer appends the address it was reached from).
const vote = (body: unknown, origin = 'http://localhost', address = `203.0.113.${device}`) =>
  votePollRoute(
    new NextRequest('http://localhost/api/polls/poll-1/vote', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': `${address}, 127.0.0.1` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    'poll-1',
  );

describe('GET /api/polls/{id}', () => {
  it('answers the poll as the visitor sees it, loaded with their token that it never shows, and tracks it', async () => {
    getPoll.mockResolvedValue(poll);
    const response = await getPollRoute(new NextRequest('http://localhost/api/polls/poll-1'), 'poll-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(JSON.parse(text).poll.options[0]).toMatchObject({ id: 'a', selected: true });
    expect(text).not.toContain('fan-token');
    expect(getPoll).toHaveBeenCalledWith('poll-1', 'fan-token');
    expect(postEvents).toHaveBeenCalledWith([
      expect.objectContaining({
        eventType: 'REQUEST',
        sourceSystem: 'POLLS',
        sourceSystemId: 'poll-1',
        authId: `fan-${device}`,
      }),
    ]);
  });

  it('answers 404 for an unknown or malformed id and 503 when the service fails', async () => {
    const warn = expectConsole('warn');
    getPoll.mockResolvedValueOnce(null);
    expect((await getPollRoute(new NextRequest('http://localhost/api/polls/x'), 'x')).status).toBe(404);
    expect((await getPollRoute(new NextRequest('http://localhost/api/polls/x'), '../admin')).status).toBe(
      404,
    );
    getPoll.mockRejectedValueOnce(new Error('down'));
    expect((await getPollRoute(new NextRequest('http://localhost/api/polls/x'), 'x')).status).toBe(503);
    expect(warn).toHaveBeenCalled();
  });
});

describe('POST /api/polls/{id}/vote', () => {
  it('sends the chosen id with the visitor token and answers the poll after it', async () => {
    votePoll.mockResolvedValue({ ok: true, poll });
    const response = await vote({ answerId: 'a' });
    expect(response.status).toBe(200);
    expect(votePoll).toHaveBeenCalledWith('poll-1', 'a', 'fan-token');
    expect((await response.json()).poll.id).toBe('poll-1');
  });

  it('refuses a cross-site vote, and a body without an answer id', async () => {
    expect((await vote({ answerId: 'a' }, 'https://evil.example')).status).toBe(403);
    expect((await vote({})).status).toBe(400);
    expect((await vote('not json')).status).toBe(400);
    expect((await vote({ answerId: 'x'.repeat(500) })).status).toBe(400);
    expect(votePoll).not.toHaveBeenCalled();
  });

  it('refuses a body over its 1,024 bytes with a 413', async () => {
    const response = await vote({ answerId: 'a', padding: 'x'.repeat(2000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/\(1024 bytes\)/) });
    expect(votePoll).not.toHaveBeenCalled();
  });

  it('answers 502 with a clear error when the poll service refuses the vote', async () => {
    const warn = expectConsole('warn');
    votePoll.mockResolvedValue({ ok: false, alreadyVoted: false });
    const response = await vote({ answerId: 'a' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Your vote could not be counted' });
    expect(warn).toHaveBeenCalled();
  });

  it('answers a second vote by the same identity with 409 and our words for it', async () => {
    votePoll.mockResolvedValue({ ok: false, alreadyVoted: true });
    const response = await vote({ answerId: 'a' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: ALREADY_VOTED });
  });

  it('counts an anonymous voter by the identity this site obtained, not by the device cookie', async () => {
    votePoll.mockResolvedValue({ ok: true, poll });
    for (let i = 0; i < VOTES_PER_WINDOW + 1; i += 1) {
      // A new device id each time, but the same anonymous identity: still one voter.
      resolveSession.mockResolvedValueOnce({
        deviceId: `fresh-device-${i}`,
        fan: null,
        anonymousToken: 'anon-token',
        anonymousId: 'anon:device-kept',
        changes: [],
      });
      const response = await vote({ answerId: 'a' }, 'http://localhost', `198.51.100.${i}`);
      expect(response.status).toBe(i < VOTES_PER_WINDOW ? 200 : 429);
    }
  });

  it(`answers 429 past ${VOTES_PER_ADDRESS} votes from one address, whatever identities they carry`, async () => {
    votePoll.mockResolvedValue({ ok: true, poll });
    for (let i = 0; i <= VOTES_PER_ADDRESS; i += 1) {
      resolveSession.mockResolvedValueOnce({
        deviceId: `stuffing-device-${i}`,
        fan: null,
        anonymousToken: `anon-token-${i}`,
        anonymousId: `anon:stuffing-device-${i}`,
        changes: [],
      });
      // The address on the left is the client's own claim; ours, on the right, is what counts.
      const response = await vote({ answerId: 'a' }, 'http://localhost', `192.0.2.${i}, 203.0.113.200`);
      expect(response.status).toBe(i < VOTES_PER_ADDRESS ? 200 : 429);
      if (i === VOTES_PER_ADDRESS) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(votePoll).toHaveBeenCalledTimes(VOTES_PER_ADDRESS);
  });

  it("answers 429 with Retry-After when the client's address has had its share of anonymous tokens", async () => {
    resolveSession.mockResolvedValue({
      deviceId: 'new-device',
      fan: null,
      anonymousToken: null,
      anonymousId: null,
      grantRefusedFor: 42,
      changes: [],
    });
    const refused = await vote({ answerId: 'a' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('42');
    expect(votePoll).not.toHaveBeenCalled();
  });

  it(`answers 429 with Retry-After past ${VOTES_PER_WINDOW} votes a minute from one voter`, async () => {
    votePoll.mockResolvedValue({ ok: true, poll });
    for (let i = 0; i < VOTES_PER_WINDOW; i += 1) {
      expect((await vote({ answerId: 'a' }, 'http://localhost', `198.51.100.${100 + i}`)).status).toBe(200);
    }
    const refused = await vote({ answerId: 'a' }, 'http://localhost', '198.51.100.99');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
