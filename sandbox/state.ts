// Everything the sandbox remembers while it runs; POST /__sandbox/reset puts it all back.
import { EventLog } from './event-log';
import { FaultSwitch } from './http/faults';

export interface TokenLifetimes {
  /** Seconds. */
  accessTtl: number;
  refreshTtl: number;
}

export interface AuthorizationCode {
  sub: string;
  clientId: string;
  redirectUri: string;
  /** The PKCE S256 challenge the sign-in carried: the exchange must bring its verifier. */
  codeChallenge: string | null;
  expiresAt: number;
}

export class SandboxState {
  readonly faults = new FaultSwitch();
  readonly log = new EventLog();
  /** pollId → voter sub → option id */
  readonly votes = new Map<string, Map<string, string>>();
  readonly codes = new Map<string, AuthorizationCode>();
  /** Token ids (jti) that may no longer be used: spent refresh tokens and revoked tokens. */
  readonly spentTokens = new Set<string>();
  /** How many requests each service has answered: benchmarks check a warm page asks for nothing. */
  readonly requestCounts = new Map<string, number>();
  /** When each resource (method, path and query) was asked for, in ms: the load tests' upstream budget. */
  readonly resourceRequests = new Map<string, number[]>();
  /** Live blog posts added through /__sandbox/live-blog, by blog id, after the scripted ones. */
  readonly liveBlogPosts = new Map<string, { id: string; time: string; text: string }[]>();
  tokens: TokenLifetimes;
  /** False once /__sandbox/takeover ends the pack's project takeover: its articles leave every list. */
  takeoverRunning = true;

  /** Notes a request for a resource, within bounds: 20,000 resources, the last 1,000 times of each. */
  recordResource(key: string, at: number): void {
    const times = this.resourceRequests.get(key);
    if (times) {
      times.push(at);
      if (times.length > 1000) times.shift();
    } else if (this.resourceRequests.size < 20_000) this.resourceRequests.set(key, [at]);
  }

  constructor(private readonly initialTokens: TokenLifetimes) {
    this.tokens = { ...initialTokens };
  }

  reset(): void {
    this.faults.clear();
    this.log.clear();
    this.votes.clear();
    this.codes.clear();
    this.spentTokens.clear();
    this.requestCounts.clear();
    this.resourceRequests.clear();
    this.liveBlogPosts.clear();
    this.tokens = { ...this.initialTokens };
    this.takeoverRunning = true;
  }
}
