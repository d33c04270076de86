import { articleFor, mayRead } from './article-access';
import type { Article } from '../../pack/schema';
import { bearer, setupSandbox } from '../../test-fixtures/harness';
import type { TokenClaims } from '../identity/tokens';

const article = (auth?: Article['auth']): Article =>
  ({
    id: 'a-1',
    slug: 'story',
    content: [{ contentType: 'TEXT', text: '<p>Body</p>' }],
    auth,
  }) as unknown as Article;

const claims = (typ: TokenClaims['typ'], entitlements: string[] = []): TokenClaims =>
  ({ sub: 'fan-1', typ, entitlements }) as TokenClaims;

describe('who may read an article', () => {
  it('opens an article without a login, roles or entitlements to everyone', () => {
    expect(mayRead(article(), undefined)).toBe(true);
    expect(mayRead(article({ loginRequired: false, roles: [], entitlements: [] }), undefined)).toBe(true);
  });

  it('gives a login-only article to any signed-in fan, never to an anonymous or refresh token', () => {
    const loginOnly = article({ loginRequired: true, roles: [], entitlements: [] });
    expect(mayRead(loginOnly, claims('access'))).toBe(true);
    expect(mayRead(loginOnly, undefined)).toBe(false);
    expect(mayRead(loginOnly, claims('anonymous'))).toBe(false);
    expect(mayRead(loginOnly, claims('refresh'))).toBe(false);
  });

  it('gives an article naming entitlements or roles only to a fan holding one of them', () => {
    const members = article({ loginRequired: true, roles: [], entitlements: ['member-queen-anne'] });
    expect(mayRead(members, claims('access', ['member-queen-anne']))).toBe(true);
    expect(mayRead(members, claims('access', ['kingsmere-tv']))).toBe(false);
    expect(mayRead(members, claims('anonymous', ['member-queen-anne']))).toBe(false);
    const byRole = article({ loginRequired: false, roles: ['editor'] });
    expect(mayRead(byRole, claims('access', ['editor']))).toBe(true);
    expect(mayRead(byRole, claims('access'))).toBe(false);
  });

  it("leaves an article whose restriction is its video's open: the gateway asks for the package", () => {
    const video = article({ loginRequired: true, entitlements: ['kingsmere-tv'], restrictionType: 'VIDEO' });
    expect(mayRead(video, undefined)).toBe(true);
  });

  it('keeps the body from a reader who may not read it, and says so with blocked', () => {
    const members = article({ loginRequired: true, entitlements: ['member-queen-anne'] });
    expect(articleFor(members, claims('access'))).toMatchObject({ content: [], blocked: true });
    expect(articleFor(members, claims('access', ['member-queen-anne']))).toBe(members);
  });
});

describe('the article endpoints', () => {
  const sandbox = setupSandbox();
  const read = async (headers: Record<string, string> = {}) =>
    (await sandbox.call('/content/v2/articles/slug/queen-anne-enclosure?clientId=FURLONG', { headers })).body
      .data.article;

  it("answer a login-only article's body to a signed-in fan and only its teaser to anyone else", async () => {
    expect(await read()).toMatchObject({ content: [], blocked: true });
    expect(await read(bearer(await sandbox.anonymousToken()))).toMatchObject({ content: [], blocked: true });
    expect(await read(bearer('not-a-token'))).toMatchObject({ content: [], blocked: true });
    const fan = await read(bearer((await sandbox.fanTokens('ben', 'racing2')).access_token));
    expect(fan.blocked ?? false).toBe(false);
    expect(fan.content).toHaveLength(1);
    const id = fan.id as string;
    expect(
      (await sandbox.call(`/content/v2/articles/${id}?clientId=FURLONG`)).body.data.article,
    ).toMatchObject({ content: [], blocked: true });
  });
});
