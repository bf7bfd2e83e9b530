/** Per-user exclusion lists (keyword exclusion, blocked keywords, blocked domains, experience keywords). */
import type { FastifyInstance } from 'fastify';
import { endpoints, type EndpointDef } from '@talent/api';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/index';
import { conflict, notFound } from '../../lib/errors';
import { route, type AuthInfo } from '../../plugins/contract';

type Kind = 'block_keyword' | 'keyword_exclusion' | 'block_domain' | 'experience';

const LISTS: Array<{
  kind: Kind;
  field: 'keyword' | 'domain';
  defs: [EndpointDef, EndpointDef, EndpointDef, EndpointDef];
}> = [
  {
    kind: 'block_keyword',
    field: 'keyword',
    defs: [
      endpoints.listBlockKeyword,
      endpoints.createBlockKeyword,
      endpoints.updateBlockKeyword,
      endpoints.deleteBlockKeyword,
    ],
  },
  {
    kind: 'keyword_exclusion',
    field: 'keyword',
    defs: [
      endpoints.listKeywordExclusion,
      endpoints.createKeywordExclusion,
      endpoints.updateKeywordExclusion,
      endpoints.deleteKeywordExclusion,
    ],
  },
  {
    kind: 'block_domain',
    field: 'domain',
    defs: [
      endpoints.listBlockDomain,
      endpoints.createBlockDomain,
      endpoints.updateBlockDomain,
      endpoints.deleteBlockDomain,
    ],
  },
  {
    kind: 'experience',
    field: 'keyword',
    defs: [
      endpoints.listExperienceKeyword,
      endpoints.createExperienceKeyword,
      endpoints.updateExperienceKeyword,
      endpoints.deleteExperienceKeyword,
    ],
  },
];

export function registerExclusionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  for (const { kind, field, defs } of LISTS) {
    const [listDef, createDef, updateDef, deleteDef] = defs;
    const toItem = (r: { id: number; value: string; created_at: string }) => ({
      id: r.id,
      [field]: r.value,
      created_at: r.created_at,
    });
    const duplicate = () =>
      conflict(`This ${field} is already in the list.`, {
        [field]: [`This ${field} is already in the list.`],
      });
    const exists = async (userId: number, key: string, exceptId?: number) => {
      let q = db
        .selectFrom('user_keywords')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('value_key', '=', key);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    };

    route(app, ctx, listDef, async ({ auth, query }) => {
      const q = (query ?? {}) as { limit?: number; offset?: number; search?: string };
      let base = db
        .selectFrom('user_keywords')
        .where('user_id', '=', (auth as AuthInfo).user.id)
        .where('kind', '=', kind);
      if (q.search?.trim())
        base = base.where(
          'value_key',
          'like',
          `%${q.search
            .trim()
            .toLowerCase()
            .replace(/[%_\\]/g, '')}%`,
        );
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['id', 'value', 'created_at'])
        .orderBy('id')
        .limit(q.limit ?? 10_000_000)
        .offset(q.offset ?? 0)
        .execute();
      return { count: Number(n), results: rows.map(toItem) };
    });

    route(app, ctx, createDef, async ({ auth, body }) => {
      const userId = (auth as AuthInfo).user.id;
      const value = (body as Record<string, string>)[field]!;
      const key = value.toLowerCase();
      if (await exists(userId, key)) throw duplicate();
      const created_at = nowIso();
      try {
        const row = await db
          .insertInto('user_keywords')
          .values({ user_id: userId, kind, value, value_key: key, created_at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return toItem({ id: row.id, value, created_at });
      } catch (e) {
        if (await exists(userId, key)) throw duplicate();
        throw e;
      }
    });

    route(app, ctx, updateDef, async ({ auth, params, body }) => {
      const userId = (auth as AuthInfo).user.id;
      const id = (params as { id: number }).id;
      const value = (body as Record<string, string>)[field]!;
      const row = await db
        .selectFrom('user_keywords')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (!row) throw notFound();
      if (await exists(userId, value.toLowerCase(), id)) throw duplicate();
      await db
        .updateTable('user_keywords')
        .set({ value, value_key: value.toLowerCase() })
        .where('id', '=', id)
        .execute();
      return toItem({ id, value, created_at: row.created_at });
    });

    route(app, ctx, deleteDef, async ({ auth, params }) => {
      const res = await db
        .deleteFrom('user_keywords')
        .where('id', '=', (params as { id: number }).id)
        .where('user_id', '=', (auth as AuthInfo).user.id)
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound();
      return { message: 'Deleted successfully.' };
    });
  }
}
