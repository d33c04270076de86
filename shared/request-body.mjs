// How large a request body each route takes (docs/operations.md, "Request bodies"). A route reads its
// body no further than its limit and answers 413 past it; the serving layer refuses any body larger than
// the largest limit before Next reads a byte of it.

/** The most each route takes in a request body, in bytes. */
export const BODY_LIMITS = Object.freeze({
  /** POST /api/events: a browser's batch, under the 64 KiB a keepalive request or a beacon may carry. */
  events: 60_000,
  /** POST /api/promo/view: three ids of at most 128 characters. */
  promoView: 2_048,
  /** POST /api/polls/{id}/vote: one answer id of at most 128 characters. */
  pollVote: 1_024,
  /** POST /api/forms/redeem: a ticket of at most 4,096 characters and a form id. */
  formsRedeem: 8_192,
  /** POST /api/revalidate: up to 200 paths of 1,024 characters and 200 tags of 256. */
  revalidate: 512 * 1024,
  /**
   * A Server Action (drawing a campaign's blocks, at most 200,000 characters of JSON): Next's own
   * default, stated here so the serving layer's ceiling covers it.
   */
  serverAction: 1024 * 1024,
});

/** The serving layer's ceiling: a body larger than every route's limit is refused before Next. */
export const MAX_BODY_BYTES = Math.max(...Object.values(BODY_LIMITS));
