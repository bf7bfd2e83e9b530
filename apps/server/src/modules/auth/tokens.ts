/** Access JWTs (jose, HS256) and rotating refresh tokens stored as SHA-256 hashes. */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { systemClock } from '../../lib/clock';
import { settingsRepo } from './repo/settings';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  role: string;
}

/** What a socket ticket names: the user and the session it was asked for, and its id (spent once). */
export interface SocketTicketClaims {
  userId: number;
  sessionId: string;
  ticketId: string;
}

/** A socket ticket's life: long enough to open a socket right after asking, short in a log. */
export const SOCKET_TICKET_TTL_SECONDS = 60;

export interface TokenServiceOptions {
  /** The clock (milliseconds since the epoch) that issues and checks tokens; tests pass their own. */
  now?: () => number;
}

/** A new refresh token: the clear value for the client, the hash and expiry to store. */
export interface MintedRefresh {
  token: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export class TokenService {
  private readonly key: Uint8Array;
  /** Every time a token is issued or checked against comes from here. */
  readonly now: () => number;
  constructor(
    secret: string,
    private readonly accessTtl: number,
    private readonly refreshTtl: number,
    options: TokenServiceOptions = {},
  ) {
    this.key = new TextEncoder().encode(secret);
    this.now = options.now ?? systemClock;
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ sid: claims.sessionId, role: claims.role, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.accessTtl)
      .sign(this.key);
  }

  /** Returns the claims, or null when the token is malformed, forged, expired or without expiry. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        // A token that never expires would be a key for good: refuse one without `exp`.
        requiredClaims: ['exp'],
        currentDate: new Date(this.now()),
      });
      if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !payload.sub) return null;
      return { userId: Number(payload.sub), sessionId: payload.sid, role: String(payload.role ?? '') };
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) return null;
      throw e;
    }
  }

  /** A short-lived ticket for the notification socket (its URL carries it, so it is no access token). */
  async signSocketTicket(userId: number, sessionId: string): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ sid: sessionId, typ: 'socket' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(randomToken(16))
      .setIssuedAt(iat)
      .setExpirationTime(iat + SOCKET_TICKET_TTL_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired socket ticket, or null (an access token is no ticket). Spending it
   * once is the caller's part. */
  async verifySocketTicket(ticket: string): Promise<SocketTicketClaims | null> {
    try {
      const { payload } = await jwtVerify(ticket, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'jti', 'sub'],
        currentDate: new Date(this.now()),
      });
      if (payload.typ !== 'socket' || typeof payload.sid !== 'string') return null;
      return { userId: Number(payload.sub), sessionId: payload.sid, ticketId: String(payload.jti) };
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) return null;
      throw e;
    }
  }

  /** A new refresh token (only its hash is stored). */
  mintRefresh(): MintedRefresh {
    const token = randomToken(32);
    const now = this.now();
    return {
      token,
      tokenHash: sha256(token),
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + this.refreshTtl * 1000).toISOString(),
    };
  }

  /** Whether a stored expiry (ISO-8601) has passed on this service's clock. */
  expired(expiresAt: string): boolean {
    return Date.parse(expiresAt) <= this.now();
  }
}

/** The signing secret: JWT_SECRET, or one generated once and kept in the settings table. */
export async function loadJwtSecret(db: Kysely<Database>, configured?: string): Promise<string> {
  if (configured) return configured;
  const settings = settingsRepo(db);
  const stored = await settings.value('jwt_secret');
  if (stored !== undefined) return stored;
  await settings.insertIfMissing('jwt_secret', randomToken(48));
  // Another server may have stored its secret first: every server signs with the one kept.
  const kept = await settings.value('jwt_secret');
  if (kept === undefined) throw new Error('The JWT secret was not kept in the settings table');
  return kept;
}
