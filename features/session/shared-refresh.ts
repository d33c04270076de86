import 'server-only';
import { createHash } from 'node:crypto';
import type { TokenResult } from '@/platform/auth/tokens';
import type { SharedCommands } from '@/platform/http/shared-answers';
import { timeBoxed } from '@/platform/http/time-box';

/** How long the instance that claimed a refresh may take before another may try (above a token call's timeout). */
export const REFRESH_LOCK_MS = 15_000;
/** How long the answer of a refresh is kept for the other instances and the fan's other requests. */
export const REFRESH_KEPT_MS = 60_000;
/** How long an instance waits for another's refresh of the same token before keeping the session as it is. */
export const REFRESH_WAIT_MS = 10_000;
const POLL_MS = 100;
const REDIS_MS = 500;
const PENDING = 'pending';

export interface SharedRefreshClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: SharedRefreshClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Never the token itself in a key: its hash. */
function keyOf(refreshToken: string): string {
  return `furlong:refresh:${createHash('sha256').update(refreshToken).digest('base64url')}`;
}

/** What the other instances are told: the new tokens, or that the provider refused the refresh token. */
function shareable(result: TokenResult): string | null {
  if (result.ok) return JSON.stringify({ ok: true, tokens: result.tokens });
  return result.rejected ? JSON.stringify({ ok: false }) : null;
}

function readShared(value: string): TokenResult | null {
  try {
    const parsed = JSON.parse(value) as {
      ok?: unknown;
      tokens?: { accessToken?: unknown; refreshToken?: unknown };
    };
    if (parsed.ok === false) return { ok: false, rejected: true, error: null };
    const { accessToken, refreshToken } = parsed.tokens ?? {};
    if (parsed.ok === true && typeof accessToken === 'string' && typeof refreshToken === 'string') {
      return { ok: true, tokens: { accessToken, refreshToken } };
    }
  } catch {
    // Not ours: as if nothing was shared.
  }
  return null;
}

/** The session stays as it is, and a later request tries again. */
const UNDECIDED: TokenResult = { ok: false, rejected: false, error: null };

/**
 * Spends a refresh token once across every instance sharing the Redis: the first to claim it (SET NX)
 * calls the identity provider and leaves the answer for a minute; the others wait for that answer and give
 * the fan the same new tokens, so whichever instance the fan's requests reach, the session goes on. An
 * instance that cannot reach Redis refreshes by itself, as a single instance does; one that waits in vain
 * (the holder's call failed or took too long) keeps the session for a later request.
 */
export async function refreshAcrossInstances(
  commands: SharedCommands,
  refresh: () => Promise<TokenResult>,
  refreshToken: string,
  clock: SharedRefreshClock = realClock,
): Promise<TokenResult> {
  const key = keyOf(refreshToken);
  let claimed: boolean;
  try {
    claimed = await timeBoxed('Refresh lock', commands.setPx(key, PENDING, REFRESH_LOCK_MS, true), REDIS_MS);
  } catch {
    return refresh();
  }
  if (claimed) {
    const result = await refresh();
    const value = shareable(result);
    try {
      await timeBoxed(
        'Refresh answer',
        value === null ? commands.del(key) : commands.setPx(key, value, REFRESH_KEPT_MS, false),
        REDIS_MS,
      );
    } catch {
      // The others wait in vain and keep the session; the fan's next request has the new tokens.
    }
    return result;
  }
  const deadline = clock.now() + REFRESH_WAIT_MS;
  while (clock.now() < deadline) {
    await clock.sleep(POLL_MS);
    let value: string | null | undefined;
    try {
      [value] = await timeBoxed('Refresh answer', commands.mGet([key]), REDIS_MS);
    } catch {
      return UNDECIDED;
    }
    if (value === null || value === undefined) return UNDECIDED;
    if (value !== PENDING) return readShared(value) ?? UNDECIDED;
  }
  return UNDECIDED;
}
