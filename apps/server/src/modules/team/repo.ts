/** Team members: the Kysely queries (issue 19). Bound to the caller's database or transaction. */
import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser, User } from '../../db/schema';
import type { DialectName } from '../../db/index';

type Db = Kysely<Database> | Transaction<Database>;

export function teamRepo(db: Db, dialect: DialectName) {
  return {
    members(ownerId: number, search?: string): Promise<User[]> {
      let q = db.selectFrom('users').selectAll().where('owner_id', '=', ownerId);
      const text = search?.trim().toLowerCase();
      if (text) {
        const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q = q.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['full_name']), 'like', like),
            eb(eb.fn('lower', ['email']), 'like', like),
          ]),
        );
      }
      return q.orderBy('id').execute();
    },

    member(ownerId: number, id: number): Promise<User | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Members who take a seat of the plan's limit: the active ones (a removed member frees theirs). */
    async count(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', ownerId)
        .where('deactivated_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Holds the owner's row until the transaction ends (PostgreSQL), so two additions at once cannot both
     * pass the plan's limit; SQLite runs one writing transaction at a time anyway. */
    async lockOwner(ownerId: number): Promise<void> {
      const q = db.selectFrom('users').select('id').where('id', '=', ownerId);
      await (dialect === 'postgres' ? q.forUpdate() : q).execute();
    },

    emailTaken(email: string): Promise<{ id: number } | undefined> {
      return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    },

    insert(row: NewUser): Promise<User> {
      return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
    },

    update(
      id: number,
      changes: Partial<
        Pick<
          User,
          'full_name' | 'mobile' | 'member_permissions' | 'deactivated_at' | 'deactivated_by' | 'updated_at'
        >
      >,
    ) {
      return db
        .updateTable('users')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
