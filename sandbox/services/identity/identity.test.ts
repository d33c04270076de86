import { createHash } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, jwtVerify, SignJWT } from 'jose';
import { bearer, SITE_CALLBACK, setupSandbox } from '../../test-fixtures/harness';

const sandbox = setupSandbox();
const token = (fields: Record<string, string>) =>
  sandbox.call('/auth/oauth/token', {
    method: 'POST',
    body: new URLSearchParams({ client_id: 'FURLONG', ...fields }),
  });
const grants = async () => (await sandbox.call('/__sandbox/events?type=token')).body.events;

describe('sign-in form', () => {
  it('shows a form that posts back the request, and lists the demo fans', async () => {
    const query = new URLSearchParams({
      client_id: 'FURLONG',
      redirect_uri: SITE_CALLBACK,
      response_type: 'code',
      scope: 'openid profile',
      state: 'abc"<',
    });
    const answer = await sandbox.call(`/auth/authorize?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.body).toContain('<form method="post" action="/auth/authorize">');
    expect(answer.body).toContain('name="state" value="abc&#34;&#60;"');
    expect(answer.body).toContain('<td>ada</td><td>racing1</td>');
  });

  it('refuses a sign-in link without a usable redirect_uri', async () => {
    expect((await sandbox.call('/auth/authorize?client_id=FURLONG&redirect_uri=/oauth2/')).status).toBe(400);
    expect((await sandbox.call(`/auth/authorize?redirect_uri=${SITE_CALLBACK}`)).status).toBe(400);
  });

  it('redirects back with a code and the state after a good sign-in', async () => {
    const answer = await sandbox.signIn('ada', 'racing1');
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(SITE_CALLBACK);
    expect(location.searchParams.get('state')).toBe('st-1');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  });

  it('shows the form again with an error after a bad sign-in', async () => {
    const answer = await sandbox.signIn('ada', 'wrong');
    expect(answer.status).toBe(401);
    const html = await answer.text();
    expect(html).toContain('Unknown username or password.');
    expect(html).toContain('name="username" autocomplete="username" required value="ada"');
  });

  it('has an account page', async () => {
    const answer = await sandbox.call('/auth/account');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Your Fixture Park fan account');
  });
});

describe('token endpoint', () => {
  it('grants an anonymous token for the device', async () => {
    const answer = await token({ grant_type: 'anonymous', deviceId: 'dev-42' });
    expect(answer.status).toBe(200);
    expect(decodeJwt(answer.body.access_token)).toMatchObject({
      sub: 'anon:dev-42',
      typ: 'anonymous',
      entitlements: [],
    });
    expect(await grants()).toEqual([
      expect.objectContaining({ grantType: 'anonymous', sub: 'anon:dev-42', ok: true }),
    ]);
  });

  it('exchanges a code once for an access and a refresh token', async () => {
    const location = (await sandbox.signIn('ada', 'racing1')).headers.get('location') ?? '';
    const code = new URL(location).searchParams.get('code') ?? '';
    const exchange = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: SITE_CALLBACK,
      device_id: 'dev-1',
    };
    const first = await token(exchange);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const access = decodeJwt(first.body.access_token);
    expect(access).toMatchObject({
      sub: 'fan-1',
      name: 'Ada Lovelace',
      entitlements: ['royal-pass'],
      typ: 'access',
    });
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(3600);
    const refresh = decodeJwt(first.body.refresh_token);
    expect(refresh).toMatchObject({ sub: 'fan-1', typ: 'refresh' });
    expect((refresh.exp ?? 0) - (refresh.iat ?? 0)).toBe(2_592_000);

    expect(await token(exchange)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await token({ ...exchange, code: 'made-up' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('holds a PKCE (S256) sign-in to its verifier, and refuses any other method', async () => {
    const verifier = 'a-verifier-of-at-least-forty-three-characters-0123';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const signIn = () =>
      sandbox.fetch('/auth/authorize', {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          client_id: 'FURLONG',
          redirect_uri: SITE_CALLBACK,
          state: 'st-1',
          code_challenge: challenge,
          code_challenge_method: 'S256',
          username: 'ada',
          password: 'racing1',
        }),
      });
    const exchange = async (fields: Record<string, string>) => {
      const code = new URL((await signIn()).headers.get('location') ?? '').searchParams.get('code') ?? '';
      return token({ grant_type: 'authorization_code', code, redirect_uri: SITE_CALLBACK, ...fields });
    };
    expect((await exchange({})).status).toBe(400);
    expect((await exchange({ code_verifier: 'not-the-verifier' })).status).toBe(400);
    expect((await exchange({ code_verifier: verifier })).status).toBe(200);
    const form = `/auth/authorize?client_id=FURLONG&redirect_uri=${SITE_CALLBACK}&code_challenge=${challenge}`;
    expect((await sandbox.call(`${form}&code_challenge_method=S256`)).body).toContain(
      'name="code_challenge"',
    );
    expect((await sandbox.call(`${form}&code_challenge_method=plain`)).status).toBe(400);
  });

  it('refuses a code presented with another redirect_uri', async () => {
    const location = (await sandbox.signIn('ben', 'racing2')).headers.get('location') ?? '';
    const code = new URL(location).searchParams.get('code') ?? '';
    const answer = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://evil.example/',
    });
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refreshes once per refresh token', async () => {
    const { refresh_token } = await sandbox.fanTokens();
    const first = await token({ grant_type: 'refresh_token', refresh_token });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(refresh_token);
    expect(await token({ grant_type: 'refresh_token', refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token })).status,
    ).toBe(200);
    const refreshes = (await grants()).filter(
      (grant: { grantType: string }) => grant.grantType === 'refresh_token',
    );
    expect(refreshes.map((grant: { ok: boolean }) => grant.ok)).toEqual([true, false, true]);
  });

  it('does not take an access token as a refresh token', async () => {
    const { access_token } = await sandbox.fanTokens();
    expect((await token({ grant_type: 'refresh_token', refresh_token: access_token })).status).toBe(400);
  });

  it('answers bad requests in the OAuth error shape', async () => {
    expect(await token({ grant_type: 'password' })).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
    expect(await token({ grant_type: 'anonymous' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', error_description: 'Missing parameter deviceId' },
    });
  });

  it('issues tokens with the lifetimes set at runtime, so tests can expire them', async () => {
    await sandbox.call('/__sandbox/tokens', {
      method: 'PUT',
      body: JSON.stringify({ accessTtl: -10, refreshTtl: 5 }),
    });
    const { access_token, refresh_token } = await sandbox.fanTokens();
    const access = decodeJwt(access_token);
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(-10);
    const refresh = decodeJwt(refresh_token);
    expect((refresh.exp ?? 0) - (refresh.iat ?? 0)).toBe(5);
    // An expired access token no longer votes.
    const voted = await sandbox.post(
      '/polls/v1/polls/poll-open/answer',
      { answerId: 'j1' },
      bearer(access_token),
    );
    expect(voted.status).toBe(401);
  });
});

describe('signing keys', () => {
  it('signs every token with a key published in its JWKS, naming itself and the client', async () => {
    const { body: jwks } = await sandbox.call('/auth/.well-known/jwks.json');
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', alg: 'ES256', use: 'sig' })]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { access_token } = await sandbox.fanTokens();
    const { payload, protectedHeader } = await jwtVerify(access_token, createLocalJWKSet(jwks), {
      issuer: `${sandbox.url}/auth`,
      audience: 'FURLONG',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe('fan-1');
  });

  it('does not honour a token it did not sign, nor a refresh token issued to another client', async () => {
    const forged = await new SignJWT({ typ: 'access', entitlements: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('fan-1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('furlong-sandbox-signing-secret'));
    const voted = await sandbox.post('/polls/v1/polls/poll-open/answer', { answerId: 'j1' }, bearer(forged));
    expect(voted.status).toBe(401);
    const { refresh_token } = await sandbox.fanTokens();
    const other = await sandbox.call('/auth/oauth/token', {
      method: 'POST',
      body: new URLSearchParams({ client_id: 'OTHER', grant_type: 'refresh_token', refresh_token }),
    });
    expect(other.status).toBe(400);
  });
});

describe('revoke', () => {
  it('answers 204, records the revocation and stops the token working', async () => {
    const { access_token } = await sandbox.fanTokens();
    const revoked = await sandbox.fetch('/auth/oauth/token/revoke', {
      method: 'DELETE',
      headers: bearer(access_token),
    });
    expect(revoked.status).toBe(204);
    const { body } = await sandbox.call('/__sandbox/events?type=revoke');
    expect(body.events).toEqual([expect.objectContaining({ type: 'revoke', sub: 'fan-1', valid: true })]);
    const voted = await sandbox.post(
      '/polls/v1/polls/poll-open/answer',
      { answerId: 'j1' },
      bearer(access_token),
    );
    expect(voted.status).toBe(401);
  });

  it('accepts an expired token, and refuses a call without any', async () => {
    expect(
      (await sandbox.fetch('/auth/oauth/token/revoke', { method: 'DELETE', headers: bearer('x.y.z') }))
        .status,
    ).toBe(204);
    expect((await sandbox.fetch('/auth/oauth/token/revoke', { method: 'DELETE' })).status).toBe(401);
    const { body } = await sandbox.call('/__sandbox/events?type=revoke');
    expect(body.events).toEqual([expect.objectContaining({ valid: false })]);
  });
});
