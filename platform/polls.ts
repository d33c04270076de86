import 'server-only';
import { z } from 'zod';
import { valueOrNull } from './http/outcome';
import { requestResult } from './http/request';
import { segment } from './http/url';
import {
  envelope,
  lenient,
  lenientArray,
  optionalDate,
  optionalFlag,
  optionalNumber,
  optionalText,
  upstreamId,
} from './schemas/upstream-primitives';
import { getSettings } from './settings';
import type { Poll, PollOption } from './types/poll';

const upstreamOption = z.looseObject({
  id: upstreamId,
  label: optionalText,
  votes: optionalNumber,
  selected: optionalFlag,
  uiIndex: optionalNumber,
  postVoteMessage: lenient(
    z.looseObject({ message: optionalText, link: optionalText, linkText: optionalText }).nullable(),
  ),
});

/** A poll: strict on the ids a vote needs. */
const upstreamPoll = z.looseObject({
  id: upstreamId,
  label: optionalText,
  votes: optionalNumber,
  options: lenientArray(upstreamOption),
  sponsorImageURL: optionalText,
  publishDate: optionalDate,
  validFrom: optionalDate,
  validTo: optionalDate,
  publishResultDate: optionalDate,
  trackingEnabled: optionalFlag,
});

const pollResponse = envelope(upstreamPoll);
// The vote's answer may carry the poll with the new counts; without it the vote still counted.
const voteResponse = z.looseObject({ data: lenient(upstreamPoll) });

/** A vote that counted, with the poll as it stands after it when the service sends it. */
export type VoteResult =
  | { ok: true; poll: Poll | null }
  /** `alreadyVoted`: the service answered 409, this identity has voted in this poll before. */
  | { ok: false; alreadyVoted: boolean };

function reshapePoll(raw: z.output<typeof upstreamPoll>): Poll {
  const options: PollOption[] = raw.options.map((option, position) => ({
    id: option.id,
    label: option.label ?? '',
    votes: option.votes ?? 0,
    selected: option.selected ?? false,
    uiIndex: option.uiIndex ?? position,
    postVoteMessage: option.postVoteMessage
      ? {
          message: option.postVoteMessage.message ?? null,
          link: option.postVoteMessage.link ?? null,
          linkText: option.postVoteMessage.linkText ?? null,
        }
      : null,
  }));
  return {
    id: raw.id,
    label: raw.label ?? '',
    votes: raw.votes ?? options.reduce((total, option) => total + option.votes, 0),
    options,
    sponsorImageUrl: raw.sponsorImageURL ?? null,
    publishDate: raw.publishDate ?? null,
    validFrom: raw.validFrom ?? null,
    validTo: raw.validTo ?? null,
    publishResultDate: raw.publishResultDate ?? null,
    trackingEnabled: raw.trackingEnabled ?? false,
  };
}

/**
 * GET {poll service}/v2/polls/{id}, with the bearer token when given. With a token the answer says what this
 * fan chose, so it is not cached. Null when absent. Throws UpstreamUnavailableError.
 */
export async function getPoll(id: string, token?: string | null): Promise<Poll | null> {
  const body = valueOrNull(
    await requestResult(`/v2/polls/${segment(id)}`, {
      baseUrl: getSettings().pollApiUrl,
      schema: pollResponse,
      token,
      noCache: Boolean(token),
    }),
  );
  return body ? reshapePoll(body.data) : null;
}

/**
 * POST {poll service}/v1/polls/{id}/answer with JSON {answerId} and the bearer token
 * (the answer must have status 'success'). Failures come back as { ok: false }, never
 * thrown: a failed vote shows nothing.
 */
export async function votePoll(id: string, answerId: string, token: string): Promise<VoteResult> {
  const result = await requestResult(`/v1/polls/${segment(id)}/answer`, {
    baseUrl: getSettings().pollApiUrl,
    method: 'POST',
    body: { answerId },
    token,
    schema: voteResponse,
  });
  if (result.kind !== 'ok') {
    return { ok: false, alreadyVoted: result.kind === 'failed' && result.error.status === 409 };
  }
  return { ok: true, poll: result.value.data ? reshapePoll(result.value.data) : null };
}
