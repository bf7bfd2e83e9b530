/** Rows of the per-user exclusion lists (`user_keywords`, one `kind` per list). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type ListKind = 'block_keyword' | 'keyword_exclusion' | 'block_domain' | 'experience';

export interface ListRow {
  id: number;
  value: string;
  created_at: string;
}

export function exclusionRepo(db: Kysely<Database>) {
  const ofList = (userId: number, kind: ListKind) =>
    db.selectFrom('user_keywords').where('user_id', '=', userId).where('kind', '=', kind);

  return {
    /** One page of a list, in the order of entry; `search` matches part of the lower-cased value. */
    async page(
      userId: number,
      kind: ListKind,
      page: { search?: string; limit?: number; offset?: number },
    ): Promise<{ count: number; rows: ListRow[] }> {
      let base = ofList(userId, kind);
      const search = page.search?.trim();
      if (search) base = base.where('value_key', 'like', `%${search.toLowerCase().replace(/[%_\\]/g, '')}%`);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['id', 'value', 'created_at'])
        .orderBy('id')
        .limit(page.limit ?? 10_000_000)
        .offset(page.offset ?? 0)
        .execute();
      return { count: Number(n), rows };
    },

    /** Whether the list holds this lower-cased value (other than entry `exceptId`). */
    async has(userId: number, kind: ListKind, key: string, exceptId?: number): Promise<boolean> {
      let q = ofList(userId, kind).select('id').where('value_key', '=', key);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    find(userId: number, kind: ListKind, id: number): Promise<ListRow | undefined> {
      return ofList(userId, kind)
        .select(['id', 'value', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    insert(row: { user_id: number; kind: ListKind; value: string; value_key: string; created_at: string }) {
      return db
        .insertInto('user_keywords')
        .values(row)
        .returning(['id', 'value', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    async setValue(id: number, value: string, key: string): Promise<void> {
      await db.updateTable('user_keywords').set({ value, value_key: key }).where('id', '=', id).execute();
    },

    /** Whether an entry of this user's list was deleted. */
    async remove(userId: number, kind: ListKind, id: number): Promise<boolean> {
      const res = await db
        .deleteFrom('user_keywords')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
export type ExclusionRepo = ReturnType<typeof exclusionRepo>;
