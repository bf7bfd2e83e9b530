/** Access JWTs (jose, HS256) and rotating refresh tokens stored as SHA-256 hashes. */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/index';
import { randomToken, sha256 } from '../../lib/crypto';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  role: string;
}

export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly accessTtl: number,
    private readonly refreshTtl: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, role: claims.role, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtl)
      .sign(this.key);
  }

  /** Returns the claims, or null when the token is malformed, forged or expired. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !payload.sub) return null;
      return { userId: Number(payload.sub), sessionId: payload.sid, role: String(payload.role ?? '') };
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) return null;
      throw e;
    }
  }

  /** Creates and stores a refresh token for a session; answers the clear token (only the hash is kept). */
  async issueRefresh(db: Kysely<Database>, userId: number, sessionId: string): Promise<string> {
    const token = randomToken(32);
    await db
      .insertInto('refresh_tokens')
      .values({
        session_id: sessionId,
        user_id: userId,
        token_hash: sha256(token),
        created_at: nowIso(),
        expires_at: new Date(Date.now() + this.refreshTtl * 1000).toISOString(),
        rotated_at: null,
        revoked_at: null,
      })
      .execute();
    return token;
  }
}

/** The signing secret: JWT_SECRET, or one generated once and kept in the settings table. */
export async function loadJwtSecret(db: Kysely<Database>, configured?: string): Promise<string> {
  if (configured) return configured;
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirst();
  if (row) return row.value;
  const secret = randomToken(48);
  await db
    .insertInto('settings')
    .values({ key: 'jwt_secret', value: secret })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const again = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return again.value;
}
