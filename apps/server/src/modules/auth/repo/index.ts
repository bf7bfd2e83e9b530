/** Users, sessions, refresh tokens, one-time codes and reset links: the Kysely queries of auth. */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type {
  Database,
  NewUser,
  OtpCodesTable,
  PasswordResetsTable,
  RefreshTokensTable,
  User,
  UsersTable,
} from '../../../db/schema';

export function authRepo(db: Kysely<Database> | Transaction<Database>) {
  return {
    userById(id: number): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** E-mail addresses are stored trimmed and lower-case. */
    userByEmail(email: string): Promise<User | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    userByMobile(mobile: string): Promise<User | undefined> {
      return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
    },

    insertUser(row: NewUser): Promise<User> {
      return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** The changed row (undefined when the user is gone). */
    updateUser(id: number, changes: Updateable<UsersTable>): Promise<User | undefined> {
      return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
    },

    /** A pending (guest-made) account becomes an ordinary one with a verified e-mail; others are left. */
    async activatePending(id: number, at: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ is_pending: 0, is_email_verified: 1, updated_at: at })
        .where('id', '=', id)
        .where('is_pending', '=', 1)
        .execute();
    },

    /** Ends every open session of a user and revokes its refresh tokens (a login elsewhere). */
    async endOpenSessions(userId: number, at: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ ended_at: at, end_reason: 'other_device' })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .execute();
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async insertSession(id: string, userId: number, at: string): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ id, user_id: userId, created_at: at, ended_at: null, end_reason: null })
        .execute();
    },

    sessionById(id: string) {
      return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Ends every session and refresh token of the user and revokes every API key (kept, listed as revoked):
     * after a password reset or an undone e-mail change nothing issued before still works. */
    async revokeAllCredentials(userId: number, reason: string, at: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ ended_at: at, end_reason: reason })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .execute();
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      await db.updateTable('users').set({ current_session_id: null }).where('id', '=', userId).execute();
      await db
        .updateTable('api_keys')
        .set({ revoked_at: at, revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends one session, revokes its refresh tokens, and clears it as the user's current one. */
    async endSession(userId: number, sessionId: string, reason: string, at: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ ended_at: at, end_reason: reason })
        .where('id', '=', sessionId)
        .where('ended_at', 'is', null)
        .execute();
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: at })
        .where('session_id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
      await db
        .updateTable('users')
        .set({ current_session_id: null, updated_at: at })
        .where('id', '=', userId)
        .where('current_session_id', '=', sessionId)
        .execute();
    },

    async insertRefreshToken(row: Insertable<RefreshTokensTable>): Promise<void> {
      await db.insertInto('refresh_tokens').values(row).execute();
    },

    refreshTokenByHash(tokenHash: string) {
      return db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Marks a refresh token spent; false when another call spent it first. */
    async spendRefreshToken(id: number, at: string): Promise<boolean> {
      const res = await db
        .updateTable('refresh_tokens')
        .set({ rotated_at: at })
        .where('id', '=', id)
        .where('rotated_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Older unused codes of the same purpose stop working. */
    async retireCodes(userId: number, purpose: string, at: string): Promise<void> {
      await db
        .updateTable('otp_codes')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },

    async insertCode(row: Insertable<OtpCodesTable>): Promise<void> {
      await db.insertInto('otp_codes').values(row).execute();
    },

    newestCode(userId: number, purpose: string) {
      return db
        .selectFrom('otp_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** Counts one attempt at a live code in the same statement that checks the limit, so parallel
     * guesses cannot all read the same count: the attempt number, or undefined when the code has had
     * `max` attempts or is spent. */
    async countAttempt(id: number, max: number): Promise<number | undefined> {
      const row = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', max)
        .where('used_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    /** Older unused reset links stop working. */
    async retireResets(userId: number, at: string): Promise<void> {
      await db
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },

    async insertReset(row: Insertable<PasswordResetsTable>): Promise<void> {
      await db.insertInto('password_resets').values(row).execute();
    },

    resetByToken(userId: number, tokenHash: string) {
      return db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Spends a code or a reset link once; false when another call spent it first. */
    async spendOnce(table: 'otp_codes' | 'password_resets', id: number, at: string): Promise<boolean> {
      const res = await db
        .updateTable(table)
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
  };
}
export type AuthRepo = ReturnType<typeof authRepo>;
