import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { jsonOrNull, readBody } from '@/features/request-body/read-body';
import { clientAddress } from '@/features/session/client-address';
import { applyChanges, resolveSession, type ResolvedSession } from '@/features/session/resolve-session';
import { refuseCrossSite } from '@/features/session/same-origin-response';
import { getPoll, votePoll } from '@/platform/polls';
import { BODY_LIMITS } from '@/shared/request-body.mjs';
import { pollView } from './poll-answer';
import { trackPoll } from './poll-tracking';
import { addressVoteLimit, voteLimit } from './vote-limit';

const PRIVATE = { 'cache-control': 'private, no-store' };
const POLL_ID = /^[\w.-]{1,128}$/;
const voteBody = z.object({ answerId: z.string().trim().min(1).max(128) });

function answer(
  session: ResolvedSession | null,
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
) {
  const response = NextResponse.json(body, { status, headers: { ...PRIVATE, ...headers } });
  if (session) applyChanges(response.cookies, session.changes);
  return response;
}

async function sessionFor(request: NextRequest): Promise<ResolvedSession | null> {
  try {
    return await resolveSession(request, { anonymous: true });
  } catch (error) {
    console.error('Poll: the session could not be resolved:', error instanceof Error ? error.message : error);
    return null;
  }
}

const tokenOf = (session: ResolvedSession) => session.fan?.accessToken ?? session.anonymousToken;

/** Who votes, as the poll service counts them: the fan, else the anonymous token's verified subject. */
function voterOf(session: ResolvedSession): string | null {
  if (session.fan?.userId) return `fan:${session.fan.userId}`;
  return session.anonymousId ? `anonymous:${session.anonymousId}` : null;
}

/** What the browser is told when the poll service refuses a second vote by the same identity (its 409). */
export const ALREADY_VOTED = 'This identity has already voted in this poll';

const tooMany = (session: ResolvedSession | null, wait: number, who: string) =>
  answer(session, { error: `Too many votes from this ${who}; try again shortly` }, 429, {
    'retry-after': String(wait),
  });

/**
 * GET /api/polls/{id}: the poll as this visitor sees it (their pick included), loaded with their token
 * or the device's anonymous one, which never leaves the server.
 */
export async function getPollRoute(request: NextRequest, pollId: string): Promise<NextResponse> {
  if (!POLL_ID.test(pollId)) return answer(null, { error: 'No such poll' }, 404);
  const session = await sessionFor(request);
  if (!session) return answer(null, { error: 'The poll is unavailable just now' }, 503);
  let poll;
  try {
    poll = await getPoll(pollId, tokenOf(session));
  } catch (error) {
    console.warn(`Poll ${pollId} failed to load: ${String(error)}`);
    return answer(session, { error: 'The poll is unavailable just now' }, 503);
  }
  if (!poll) return answer(session, { error: 'No such poll' }, 404);
  if (poll.trackingEnabled) trackPoll(poll.id, session.deviceId, session.fan?.userId ?? null);
  return answer(session, { poll: pollView(poll) });
}

/**
 * POST /api/polls/{id}/vote with {answerId}: only from our own pages, with the visitor's token added
 * here. At most VOTES_PER_WINDOW a minute per voter (the fan, or the anonymous identity this site
 * obtained, never the device cookie a browser can choose) and VOTES_PER_ADDRESS in ten minutes per client
 * address: 429 with Retry-After beyond. A second vote by the same identity answers 409.
 */
export async function votePollRoute(request: NextRequest, pollId: string): Promise<NextResponse> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  if (!POLL_ID.test(pollId)) return answer(null, { error: 'No such poll' }, 404);
  const body = await readBody(request, BODY_LIMITS.pollVote);
  if (!body.ok) return body.response;
  const parsed = voteBody.safeParse(jsonOrNull(body.text));
  if (!parsed.success) return answer(null, { error: 'A vote needs the id of the option chosen' }, 400);
  const addressWait = addressVoteLimit(clientAddress(request.headers));
  if (addressWait !== null) return tooMany(null, addressWait, 'address');
  const session = await sessionFor(request);
  const token = session ? tokenOf(session) : null;
  const voter = session ? voterOf(session) : null;
  if (session?.grantRefusedFor) return tooMany(session, session.grantRefusedFor, 'address');
  if (!session || !token || !voter) return answer(session, { error: 'Voting is unavailable just now' }, 503);
  const wait = voteLimit(voter);
  if (wait !== null) return tooMany(session, wait, 'voter');
  const result = await votePoll(pollId, parsed.data.answerId, token);
  if (!result.ok) {
    if (result.alreadyVoted) return answer(session, { error: ALREADY_VOTED }, 409);
    console.warn(`Poll ${pollId}: the vote was not accepted`);
    return answer(session, { error: 'Your vote could not be counted' }, 502);
  }
  // The service may answer without the poll: ask for it again, now with this visitor's pick.
  const poll = result.poll ?? (await getPoll(pollId, token).catch(() => null));
  return answer(session, { poll: poll ? pollView(poll) : null });
}
