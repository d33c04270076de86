import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { TokenResult } from '@/platform/auth/tokens';
import type { SharedCommands } from '@/platform/http/shared-answers';
import { timeBoxed } from '@/platform/http/time-box';

/** How long the instance that claimed a refresh may take before another may try (above a token call's timeout). */
const REFRESH_LOCK_MS = 15_000;
/** How long the answer of a refresh is kept for the other instances and the fan's other requests. */
const REFRESH_KEPT_MS = 60_000;
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

/**
 * Two keys from the old refresh token, each by its own HKDF derivation: one names the entry in Redis,
 * the other encrypts its value. Whoever reads Redis learns neither the old token nor the new tokens;
 * only an instance that holds the old refresh token (the fan's cookie) can open the answer.
 */
function derived(refreshToken: string, purpose: 'name' | 'seal'): Buffer {
  return Buffer.from(hkdfSync('sha256', refreshToken, '', `furlong shared refresh ${purpose}`, 32));
}

function keyOf(refreshToken: string): string {
  return `furlong:refresh:${derived(refreshToken, 'name').toString('base64url')}`;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: the IV, the authentication tag and the ciphertext, in base64url. */
function seal(plain: string, refreshToken: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', derived(refreshToken, 'seal'), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function open(value: string, refreshToken: string): string | null {
  try {
    const bytes = Buffer.from(value, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      derived(refreshToken, 'seal'),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** What the other instances are told: the new tokens, or that the provider refused the refresh token. */
function shareable(result: TokenResult, refreshToken: string): string | null {
  if (result.ok) return seal(JSON.stringify({ ok: true, tokens: result.tokens }), refreshToken);
  return result.rejected ? seal(JSON.stringify({ ok: false }), refreshToken) : null;
}

function readShared(value: string, refreshToken: string): TokenResult | null {
  const plain = open(value, refreshToken);
  if (plain === null) return null;
  try {
    const parsed = JSON.parse(plain) as {
      ok?: unknown;
      tokens?: { accessToken?: unknown; refreshToken?: unknown };
    };
    if (parsed.ok === false) return { ok: false, rejected: true, error: null };
    const { accessToken, refreshToken: renewed } = parsed.tokens ?? {};
    if (parsed.ok === true && typeof accessToken === 'string' && typeof renewed === 'string') {
      return { ok: true, tokens: { accessToken, refreshToken: renewed } };
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
 * calls the identity provider and leaves the answer, sealed with the old refresh token, for a minute; the others wait for that answer and give
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
    const value = shareable(result, refreshToken);
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
    if (value !== PENDING) return readShared(value, refreshToken) ?? UNDECIDED;
  }
  return UNDECIDED;
}
