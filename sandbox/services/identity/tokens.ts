// Signs and checks the identity provider's tokens: HS256 JWTs with sub, name, entitlements and typ.
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { SandboxState } from '../../state';

export type TokenType = 'access' | 'refresh' | 'anonymous';

const claimsSchema = z.object({
  sub: z.string(),
  typ: z.enum(['access', 'refresh', 'anonymous']),
  name: z.string().optional(),
  entitlements: z.array(z.string()),
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

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly state: SandboxState,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Lifetimes are read at issue time, so PUT /__sandbox/tokens affects the next token. */
  async issue(
    typ: TokenType,
    subject: TokenSubject,
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
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.sub)
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .sign(this.key);
    return { token, expiresIn: ttl, jti };
  }

  /** The token's claims, or undefined when it is malformed, forged, expired, spent or revoked. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
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
