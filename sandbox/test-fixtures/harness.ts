// Runs a sandbox on a free port around a test file, with helpers for the calls tests make most.
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../start';
import { FIXTURE_PACK } from './temp-pack';

// Bodies are `any` by default: tests read deep into answers and assert on them, which is the check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface Harness {
  readonly url: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The answer with its body parsed as JSON (or left as text when it is not JSON). */
  call(path: string, init?: RequestInit): Promise<Answer>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer>;
  anonymousToken(deviceId?: string): Promise<string>;
  /** Signs in through the sign-in form and exchanges the code; default fan `ada`. */
  fanTokens(username?: string, password?: string): Promise<{ access_token: string; refresh_token: string }>;
  signIn(username: string, password: string, redirectUri?: string): Promise<Response>;
}

export const SITE_CALLBACK = 'http://localhost:3000/oauth2/';

/** Starts the sandbox before the file's tests, resets it before each, and stops it after. */
export function setupSandbox(options: Partial<SandboxOptions> = {}): Harness {
  let sandbox: RunningSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, packDir: FIXTURE_PACK, ...options });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  beforeEach(async () => {
    await harness.fetch('/__sandbox/reset', { method: 'POST' });
  });

  const harness: Harness = {
    get url() {
      if (!sandbox) throw new Error('The sandbox has not started');
      return sandbox.url;
    },
    fetch: (path, init) => fetch(`${harness.url}${path}`, init),
    async call(path, init) {
      const response = await harness.fetch(path, init);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: the text itself is the body
      }
      return { status: response.status, headers: response.headers, body };
    },
    post: (path, body, headers = {}) =>
      harness.call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    async anonymousToken(deviceId = 'device-1') {
      const form = new URLSearchParams({ grant_type: 'anonymous', deviceId, client_id: 'FURLONG' });
      const answer = await harness.call('/auth/oauth/token', { method: 'POST', body: form });
      return (answer.body as { access_token: string }).access_token;
    },
    signIn: (username, password, redirectUri = SITE_CALLBACK) =>
      harness.fetch('/auth/authorize', {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          client_id: 'FURLONG',
          redirect_uri: redirectUri,
          state: 'st-1',
          username,
          password,
        }),
      }),
    async fanTokens(username = 'ada', password = 'racing1') {
      const signedIn = await harness.signIn(username, password);
      const code = new URL(signedIn.headers.get('location') ?? '').searchParams.get('code') ?? '';
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: 'FURLONG',
        redirect_uri: SITE_CALLBACK,
        device_id: 'device-1',
      });
      const answer = await harness.call('/auth/oauth/token', { method: 'POST', body: form });
      return answer.body as { access_token: string; refresh_token: string };
    },
  };
  return harness;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
