/** Personal API keys: at most API_KEY_LIMIT per user, the full key shown once, revoked by its owner. */
import { randomBytes } from 'node:crypto';
import { API_KEY_LIMIT } from '@talent/api';
import type { Kysely } from 'kysely';
import { type DialectName } from '../../db/index';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { hashApiKey } from '../../plugins/contract';
import { apiKeyRepo } from './repo';
import { isoNow, type Clock } from '../../lib/clock';

/** 'tk_' + 32 random bytes, base64url. */
export function newApiKey(): string {
  return `tk_${randomBytes(32).toString('base64url')}`;
}

export function apiKeyService(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  const repo = apiKeyRepo(db, dialect);
  return {
    async list(userId: number) {
      const results = await repo.listFor(userId);
      return { count: results.length, results };
    },

    /** Counts and inserts in one transaction that holds the user's row, so parallel creations cannot
     * all see room for one more key. */
    async create(userId: number, name: string) {
      const key = newApiKey();
      const row = await db.transaction().execute(async (trx) => {
        const keys = apiKeyRepo(trx, dialect);
        await keys.lockUser(userId);
        if ((await keys.countFor(userId)) >= API_KEY_LIMIT)
          throw conflict(`You can have at most ${API_KEY_LIMIT} API keys. Revoke one to create another.`);
        return keys.insert({
          user_id: userId,
          name,
          prefix: key.slice(0, 8),
          key_hash: hashApiKey(key),
          created_at: isoNow(clock),
        });
      });
      return { ...row, key };
    },

    async revoke(userId: number, id: number) {
      if (!(await repo.deleteFor(userId, id))) throw notFound('API key not found.');
      return { message: 'The API key was revoked.' };
    },
  };
}
