// Signs and checks the identity provider's tokens: ES256 JWTs with sub, name, entitlements and typ, the
// issuer (the provider's address) and the audience (the client the token was issued to). The key pair is
// made when the sandbox starts; its public half is served as a JWKS, as a real provider's is.
import { randomUUID } from 'node:crypto';
import { errors, exportJWK, generateKeyPair, type JWK, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { z } from 'zod';
import type { SandboxState } from '../../state';

export type TokenType = 'access' | 'refresh' | 'anonymous';

const claimsSchema = z.object({
  sub: z.string(),
  typ: z.enum(['access', 'refresh', 'anonymous']),
  name: z.string().optional(),
  entitlements: z.array(z.string()),
  iss: z.string(),
  aud: z.string(),
  jti: z.string(),
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof claimsSchema>;

export interface TokenSubject {
  sub: string;
  name?: string;
  entitlements: string[];
}

/** Who issued a token and to whom: the provider's address (`iss`) and the client id (`aud`). */
export interface TokenParties {
  issuer: string;
  audience: string;
}

const ALGORITHM = 'ES256';

export class TokenService {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
    private readonly publicJwk: JWK,
    private readonly state: SandboxState,
  ) {}

  /** A service with a key pair of its own: tokens from an earlier run no longer verify. */
  static async create(state: SandboxState): Promise<TokenService> {
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
    const jwk = await exportJWK(publicKey);
    const publicJwk: JWK = { ...jwk, kid: randomUUID(), alg: ALGORITHM, use: 'sig' };
    return new TokenService(privateKey, publicKey, publicJwk, state);
  }

  /** The JWKS a client verifies the tokens with. */
  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }

  /** Lifetimes are read at issue time, so PUT /__sandbox/tokens affects the next token. */
  async issue(
    typ: TokenType,
    subject: TokenSubject,
    parties: TokenParties,
  ): Promise<{ token: string; expiresIn: number; jti: string }> {
    const ttl = typ === 'refresh' ? this.state.tokens.refreshTtl : this.state.tokens.accessTtl;
    const now = Math.floor(Date.now() / 1000);
    // A unique id per token: two tokens issued in the same second still differ, and each can be spent or revoked alone.
    const jti = randomUUID();
    const claims = {
      typ,
      entitlements: subject.entitlements,
      ...(subject.name ? { name: subject.name } : {}),
    };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid: this.publicJwk.kid })
      .setIssuer(parties.issuer)
      .setAudience(parties.audience)
      .setSubject(subject.sub)
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .sign(this.privateKey);
    return { token, expiresIn: ttl, jti };
  }

  /** The token's claims, or undefined when it is malformed, forged, expired, spent or revoked. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.publicKey, { algorithms: [ALGORITHM] });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success || this.state.spentTokens.has(claims.data.jti)) return undefined;
      return claims.data;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }

  /** A verified bearer token from the request headers (the first of the given names that carries one). */
  async fromHeaders(
    headers: Record<string, string | string[] | undefined>,
    names: readonly string[] = ['authorization'],
  ): Promise<TokenClaims | undefined> {
    for (const name of names) {
      const token = bearerToken(headers[name]);
      if (token) return this.verify(token);
    }
    return undefined;
  }
}

export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null;
  return match?.[1];
}
