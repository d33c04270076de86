// The poll service, mounted at /polls: read a poll, vote once per identity.
import type { ServiceDeps } from './deps';
import type { RequestContext } from '../http/context';
import { HttpError, sendJson } from '../http/respond';
import type { Router } from '../http/router';
import type { Poll } from '../pack/schema';
import { badRequest, notFound } from './content/envelope';

/** The poll as served: live counts, the total, and which option the caller chose. */
export function pollView(poll: Poll, ballots: Map<string, string> | undefined, voter: string | undefined) {
  const chosen = voter ? ballots?.get(voter) : undefined;
  const options = poll.options.map((option, uiIndex) => {
    let cast = 0;
    for (const optionId of ballots?.values() ?? []) if (optionId === option.id) cast += 1;
    return { ...option, votes: option.votes + cast, selected: option.id === chosen, uiIndex };
  });
  return { ...poll, votes: options.reduce((total, option) => total + option.votes, 0), options };
}

async function readAnswerId(ctx: RequestContext): Promise<string> {
  let body: unknown;
  try {
    body = JSON.parse(await ctx.readBody());
  } catch {
    throw badRequest('The request body must be JSON: {"answerId": "…"}');
  }
  const answerId = (body as { answerId?: unknown } | null)?.answerId;
  if (typeof answerId !== 'string' && typeof answerId !== 'number') throw badRequest('Missing answerId');
  return String(answerId);
}

export function registerPollService(router: Router, { pack, state, tokens }: ServiceDeps): void {
  const polls = router.scope('/polls');
  const findPoll = (id: string | undefined) => {
    const poll = pack.polls.find((candidate) => candidate.id === id);
    if (!poll) throw notFound(`Poll "${id}"`);
    return poll;
  };

  polls.on('GET', 'v2/polls/:id', async (ctx) => {
    const poll = findPoll(ctx.params.id);
    // The bearer is optional here: without a valid one the poll is shown with nothing selected.
    const claims = await tokens.fromHeaders(ctx.req.headers);
    const voter = claims && claims.typ !== 'refresh' ? claims.sub : undefined;
    sendJson(
      ctx.res,
      200,
      { status: 'success', data: pollView(poll, state.votes.get(poll.id), voter) },
      ctx.origin,
    );
  });

  polls.on('POST', 'v1/polls/:id/answer', async (ctx) => {
    const claims = await tokens.fromHeaders(ctx.req.headers);
    if (!claims || claims.typ === 'refresh') {
      throw new HttpError(
        401,
        'unauthorized',
        'A valid Authorization: Bearer token (fan or anonymous) is required',
      );
    }
    const poll = findPoll(ctx.params.id);
    const answerId = await readAnswerId(ctx);
    const now = Date.now();
    if (now < Date.parse(poll.validFrom) || now > Date.parse(poll.validTo))
      throw badRequest('The poll is not open');
    if (!poll.options.some((option) => option.id === answerId))
      throw badRequest(`Unknown answer "${answerId}"`);
    const ballots = state.votes.get(poll.id) ?? new Map<string, string>();
    if (ballots.has(claims.sub))
      throw new HttpError(409, 'already_voted', 'This identity has already voted in this poll');
    ballots.set(claims.sub, answerId);
    state.votes.set(poll.id, ballots);
    sendJson(ctx.res, 200, { status: 'success', data: pollView(poll, ballots, claims.sub) }, ctx.origin);
  });
}
