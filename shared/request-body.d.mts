export const BODY_LIMITS: Readonly<{
  events: number;
  promoView: number;
  pollVote: number;
  formsRedeem: number;
  revalidate: number;
  serverAction: number;
}>;
export const MAX_BODY_BYTES: number;
