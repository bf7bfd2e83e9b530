/** Personal API keys: list, create (the full key answered once), revoke. Only a SHA-256 hash is stored;
 * `X-Api-Key` requests are authenticated in plugins/contract.ts. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_KEY_LIMIT, endpoints } from '@talent/api';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/index';
import { conflict, notFound } from '../../lib/errors';
import { hashApiKey, route } from '../../plugins/contract';

/** 'tk_' + 32 random bytes, base64url. */
export function newApiKey(): string {
  return `tk_${randomBytes(32).toString('base64url')}`;
}

export function registerApiKeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  route(app, ctx, endpoints.listApiKeys, async ({ auth }) => {
    const rows = await db
      .selectFrom('api_keys')
      .select(['id', 'name', 'prefix', 'created_at', 'last_used_at'])
      .where('user_id', '=', auth.user.id)
      .orderBy('id')
      .execute();
    return { count: rows.length, results: rows };
  });

  route(app, ctx, endpoints.createApiKey, async ({ auth, body }) => {
    const userId = auth.user.id;
    const { n } = await db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= API_KEY_LIMIT)
      throw conflict(`You can have at most ${API_KEY_LIMIT} API keys. Revoke one to create another.`);
    const key = newApiKey();
    const prefix = key.slice(0, 8);
    const created_at = nowIso();
    const row = await db
      .insertInto('api_keys')
      .values({ user_id: userId, name: body.name, prefix, key_hash: hashApiKey(key), created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, name: body.name, prefix, created_at, key };
  });

  route(app, ctx, endpoints.revokeApiKey, async ({ auth, params }) => {
    const res = await db
      .deleteFrom('api_keys')
      .where('id', '=', params.id)
      .where('user_id', '=', auth.user.id)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw notFound('API key not found.');
    return { message: 'The API key was revoked.' };
  });
}
