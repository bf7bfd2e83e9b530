/** Sessions: one per account, rotating refresh tokens, and ending them (logout, reset, token reuse). */
import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';
import { newId } from '../../lib/crypto';
import { HttpError, inactiveError, sessionElsewhere } from '../../lib/errors';
import { authRepo, type AuthRepo } from './repo';
import type { TokenService } from './tokens';

const invalidRefresh = () => new HttpError(401, 'Invalid refresh token');

export function sessionService(db: Kysely<Database>, tokens: TokenService) {
  const at = () => new Date(tokens.now()).toISOString();

  /** Stores a new refresh token of a session; answers the clear token. */
  async function issueRefresh(repo: AuthRepo, userId: number, sessionId: string): Promise<string> {
    const minted = tokens.mintRefresh();
    await repo.insertRefreshToken({
      session_id: sessionId,
      user_id: userId,
      token_hash: minted.tokenHash,
      created_at: minted.createdAt,
      expires_at: minted.expiresAt,
      rotated_at: null,
      revoked_at: null,
    });
    return minted.token;
  }

  /** Ends one session (logout, password reset, refresh-token reuse). */
  async function end(userId: number, sessionId: string, reason: string): Promise<void> {
    const now = at();
    await db.transaction().execute((trx) => authRepo(trx).endSession(userId, sessionId, reason, now));
  }

  return {
    end,

    /** Starts a session. The previous one (another device) ends and its refresh tokens are revoked, so
     * its next call answers 406. Answers the user row as it is now. */
    async start(user: User): Promise<{ user: User; accessToken: string; refreshToken: string }> {
      const sessionId = newId();
      const now = at();
      const { fresh, refreshToken } = await db.transaction().execute(async (trx) => {
        const repo = authRepo(trx);
        await repo.endOpenSessions(user.id, now);
        await repo.insertSession(sessionId, user.id, now);
        const row = await repo.updateUser(user.id, { current_session_id: sessionId, updated_at: now });
        return { fresh: row ?? user, refreshToken: await issueRefresh(repo, user.id, sessionId) };
      });
      const accessToken = await tokens.signAccess({ userId: user.id, sessionId, role: user.role });
      return { user: fresh, accessToken, refreshToken };
    },

    /** Rotates a refresh token: the presented one is spent, a new one is issued. */
    async rotate(tokenHash: string): Promise<{ access: string; refresh: string }> {
      const repo = authRepo(db);
      const row = await repo.refreshTokenByHash(tokenHash);
      if (!row) throw invalidRefresh();
      const session = await repo.sessionById(row.session_id);
      if (session?.end_reason === 'other_device') throw sessionElsewhere();
      if (row.rotated_at !== null) {
        // A spent token came back: someone may hold a copy. End the whole session.
        await end(row.user_id, row.session_id, 'token_reuse');
        throw invalidRefresh();
      }
      if (row.revoked_at !== null || !session || session.ended_at !== null) throw invalidRefresh();
      if (tokens.expired(row.expires_at)) throw new HttpError(401, 'Refresh token has expired');
      const user = await repo.userById(row.user_id);
      if (user) {
        const owner = user.owner_id !== null ? await repo.userById(user.owner_id) : null;
        const refused = inactiveError(user, owner, 401);
        if (refused) throw refused;
      }
      if (!user || user.current_session_id !== row.session_id) throw invalidRefresh();
      const refresh = await db.transaction().execute(async (trx) => {
        const r = authRepo(trx);
        if (!(await r.spendRefreshToken(row.id, at()))) throw invalidRefresh();
        return issueRefresh(r, user.id, row.session_id);
      });
      const access = await tokens.signAccess({ userId: user.id, sessionId: row.session_id, role: user.role });
      return { access, refresh };
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
