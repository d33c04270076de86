import 'server-only';
import { createWindowLimit } from '@/features/session/window-limit';
import { getSettings } from '@/platform/settings';

/** How many votes one voter (a fan, or a device's anonymous identity) may send in a window. */
export const VOTES_PER_WINDOW = 10;
const VOTE_WINDOW_MS = 60_000;

/** Keyed by the voter's identity at the poll service. */
export const voteLimit = createWindowLimit({ limit: () => VOTES_PER_WINDOW, windowMs: VOTE_WINDOW_MS });

/**
 * Keyed by the client's address: votes from one address in ten minutes are limited (VOTES_PER_ADDRESS,
 * default 120), whatever identities they carry: a new device id (and so a new anonymous identity) costs
 * a client nothing, its address does. Many fans behind one address (a venue's Wi-Fi, a mobile network's
 * shared address) share it, so the default is a crowd's share, not one person's.
 */
export const addressVoteLimit = createWindowLimit({
  limit: () => getSettings().votesPerAddress,
  windowMs: 10 * 60_000,
});
