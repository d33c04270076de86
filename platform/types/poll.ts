import 'server-only';

export interface PostVoteMessage {
  message: string | null;
  link: string | null;
  linkText: string | null;
}

/** A poll option. */
export interface PollOption {
  id: string;
  label: string;
  votes: number;
  /** The signed-in or anonymous fan chose it. */
  selected: boolean;
  uiIndex: number;
  postVoteMessage: PostVoteMessage | null;
}

/** A poll. Dates are ISO strings. */
export interface Poll {
  id: string;
  label: string;
  /** Total votes. */
  votes: number;
  options: PollOption[];
  sponsorImageUrl: string | null;
  publishDate: string | null;
  validFrom: string | null;
  validTo: string | null;
  publishResultDate: string | null;
  trackingEnabled: boolean;
}
