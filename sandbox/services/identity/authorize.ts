// The sign-in flow: GET /authorize shows the form, POST /authorize checks it and redirects
// back to the site with a single-use code. GET /account is the provider's account page.
import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../http/context';
import { sendEmpty, sendHtml } from '../../http/respond';
import type { Router } from '../../http/router';
import type { ServiceDeps } from '../deps';
import { accountPage, errorPage, signInPage, type SignInRequest } from './pages';

export const CODE_LIFETIME_MS = 60_000;

function readSignInRequest(params: URLSearchParams): SignInRequest | string {
  const clientId = params.get('client_id') ?? '';
  const redirectUri = params.get('redirect_uri') ?? '';
  if (!clientId) return 'The sign-in link is missing client_id.';
  if (params.has('response_type') && params.get('response_type') !== 'code') {
    return `Unsupported response_type "${params.get('response_type')}"; only "code" is supported.`;
  }
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    return 'The sign-in link needs an absolute redirect_uri.';
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return 'redirect_uri must be an http(s) address.';
  const codeChallenge = params.get('code_challenge') ?? '';
  if (codeChallenge && params.get('code_challenge_method') !== 'S256') {
    return 'Only the S256 code_challenge_method is supported.';
  }
  if (codeChallenge && !/^[\w-]{43,128}$/.test(codeChallenge)) return 'The code_challenge is malformed.';
  return {
    clientId,
    redirectUri,
    state: params.get('state') ?? '',
    scope: params.get('scope') ?? '',
    codeChallenge,
  };
}

export function registerAuthorize(router: Router, { pack, state }: ServiceDeps): void {
  const auth = router.scope('/auth');
  const venue = pack.info.venue;
  const action = '/auth/authorize';

  auth.on('GET', 'authorize', (ctx) => {
    const request = readSignInRequest(ctx.url.searchParams);
    if (typeof request === 'string') return sendHtml(ctx.res, 400, errorPage(venue, request));
    sendHtml(ctx.res, 200, signInPage({ action, venue, request, fans: pack.fans }));
  });

  auth.on('POST', 'authorize', async (ctx: RequestContext) => {
    const form = new URLSearchParams(await ctx.readBody());
    const request = readSignInRequest(form);
    if (typeof request === 'string') return sendHtml(ctx.res, 400, errorPage(venue, request));
    const username = form.get('username') ?? '';
    const fan = pack.fans.find((candidate) => candidate.username === username);
    if (!fan || fan.password !== (form.get('password') ?? '')) {
      const page = signInPage({
        action,
        venue,
        request,
        fans: pack.fans,
        username,
        error: 'Unknown username or password.',
      });
      return sendHtml(ctx.res, 401, page);
    }

    const now = Date.now();
    for (const [code, issued] of state.codes) if (issued.expiresAt <= now) state.codes.delete(code);
    const code = randomBytes(24).toString('base64url');
    state.codes.set(code, {
      sub: fan.id,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge || null,
      expiresAt: now + CODE_LIFETIME_MS,
    });
    const target = new URL(request.redirectUri);
    target.searchParams.set('code', code);
    if (request.state) target.searchParams.set('state', request.state);
    sendEmpty(ctx.res, 302, { location: target.toString() });
  });

  auth.on('GET', 'account', (ctx) => sendHtml(ctx.res, 200, accountPage(venue, pack.fans)));
}
