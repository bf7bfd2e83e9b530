/** Message template rows, always of one owner. Queries only; the rules are in service.ts. */
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { TemplateKind } from '@talent/api/rules/templates';
import type { Database, MessageTemplatesTable } from '../../db/schema';
import { likeOf, paged, type Page } from '../jobs/repo';

export interface TemplateFilter extends Page {
  kind?: TemplateKind;
  search?: string;
}

export function messageTemplateRepo(db: Kysely<Database>) {
  const mine = (ownerId: number) => db.selectFrom('message_templates').where('owner_id', '=', ownerId);

  return {
    /** One page of the owner's templates by name; each search word must be in the name, subject or body. */
    async list(ownerId: number, filter: TemplateFilter) {
      let q = mine(ownerId);
      if (filter.kind) q = q.where('kind', '=', filter.kind);
      for (const word of (filter.search ?? '').trim().split(/\s+/).filter(Boolean)) {
        const like = likeOf(word);
        q = q.where((eb) =>
          eb.or(
            (['name', 'subject', 'body'] as const).map((c) =>
              eb(sql`lower(coalesce(${sql.ref(c)}, ''))`, 'like', like),
            ),
          ),
        );
      }
      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll()
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .$call(paged(filter))
        .execute();
      return { count: Number(n), rows };
    },

    byId(ownerId: number, id: number) {
      return mine(ownerId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    insert(row: Insertable<MessageTemplatesTable>) {
      return db.insertInto('message_templates').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** The updated row, or undefined when it is not the owner's. */
    update(ownerId: number, id: number, set: Updateable<MessageTemplatesTable>) {
      return db
        .updateTable('message_templates')
        .set(set)
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .returningAll()
        .executeTakeFirst();
    },

    async remove(ownerId: number, id: number): Promise<boolean> {
      const res = await db
        .deleteFrom('message_templates')
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
export type MessageTemplateRepo = ReturnType<typeof messageTemplateRepo>;
