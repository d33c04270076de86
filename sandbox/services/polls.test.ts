import { bearer, setupSandbox } from '../test-fixtures/harness';

const sandbox = setupSandbox();
const vote = (pollId: string, answerId: unknown, headers: Record<string, string> = {}) =>
  sandbox.post(`/polls/v1/polls/${pollId}/answer`, { answerId }, headers);

describe('poll service', () => {
  it('serves a poll with totals, option order and nothing selected', async () => {
    const { status, body } = await sandbox.call('/polls/v2/polls/poll-open');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({
      id: 'poll-open',
      label: 'Jockey of the Day',
      votes: 15,
      trackingEnabled: true,
    });
    expect(body.data.options).toEqual([
      {
        id: 'j1',
        label: 'Ann Rider',
        votes: 10,
        selected: false,
        uiIndex: 0,
        postVoteMessage: { message: 'Thanks!' },
      },
      { id: 'j2', label: 'Bo Saddle', votes: 5, selected: false, uiIndex: 1 },
      { id: 'j3', label: 'Cy Whip', votes: 0, selected: false, uiIndex: 2 },
    ]);
  });

  it('counts one vote per identity and shows the caller their choice', async () => {
    const anonymous = await sandbox.anonymousToken('device-9');
    const voted = await vote('poll-open', 'j3', bearer(anonymous));
    expect(voted.status).toBe(200);
    expect(voted.body.data.votes).toBe(16);
    expect(voted.body.data.options[2]).toMatchObject({ votes: 1, selected: true });

    const again = await vote('poll-open', 'j1', bearer(anonymous));
    expect(again).toMatchObject({ status: 409, body: { status: 'error', error: { code: 'already_voted' } } });

    // A fan is another identity; the same device with a new anonymous token is the same one.
    const { access_token } = await sandbox.fanTokens();
    expect((await vote('poll-open', 'j3', bearer(access_token))).body.data.options[2].votes).toBe(2);
    expect((await vote('poll-open', 'j1', bearer(await sandbox.anonymousToken('device-9')))).status).toBe(
      409,
    );

    const seenByFan = await sandbox.call('/polls/v2/polls/poll-open', { headers: bearer(access_token) });
    expect(seenByFan.body.data.options.map((option: { selected: boolean }) => option.selected)).toEqual([
      false,
      false,
      true,
    ]);
    const seenByStranger = await sandbox.call('/polls/v2/polls/poll-open');
    expect(seenByStranger.body.data.options[2]).toMatchObject({ votes: 2, selected: false });
  });

  it('needs a valid token to vote', async () => {
    expect((await vote('poll-open', 'j1')).status).toBe(401);
    expect((await vote('poll-open', 'j1', bearer('not.a.token'))).status).toBe(401);
    const { refresh_token } = await sandbox.fanTokens();
    expect((await vote('poll-open', 'j1', bearer(refresh_token))).status).toBe(401);
  });

  it('refuses unknown answers, closed polls and unknown polls', async () => {
    const token = await sandbox.anonymousToken();
    expect(await vote('poll-open', 'nobody', bearer(token))).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_request', message: 'Unknown answer "nobody"' } },
    });
    expect(await vote('poll-closed', 'k1', bearer(token))).toMatchObject({
      status: 400,
      body: { error: { message: 'The poll is not open' } },
    });
    expect((await vote('poll-open', undefined, bearer(token))).status).toBe(400);
    expect((await vote('no-poll', 'j1', bearer(token))).status).toBe(404);
    expect((await sandbox.call('/polls/v2/polls/no-poll')).status).toBe(404);
  });

  it('forgets votes on reset', async () => {
    await vote('poll-open', 'j1', bearer(await sandbox.anonymousToken()));
    await sandbox.fetch('/__sandbox/reset', { method: 'POST' });
    expect((await sandbox.call('/polls/v2/polls/poll-open')).body.data.votes).toBe(15);
  });
});
