/** Rows of the users' sending accounts (`smtp_accounts`, `sms_accounts`). Every read and write names the
 * owner: another user's account is "not found". */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, Flag } from '../../db/schema';

export type AccountTable = 'smtp_accounts' | 'sms_accounts';
export type SmtpRow = Selectable<Database['smtp_accounts']>;
export type SmsRow = Selectable<Database['sms_accounts']>;
type RowOf<T extends AccountTable> = Selectable<Database[T]>;

/** The columns both tables share, as one typed view for the queries that do not care which kind. */
interface CommonColumns {
  id: number;
  user_id: number;
  is_default: Flag;
  last_test_at: string | null;
  last_test_ok: Flag | null;
  last_test_message: string | null;
  last_test_detail: string | null;
  created_at: string;
  updated_at: string;
}
type CommonDb = Kysely<Record<AccountTable, CommonColumns>>;

export interface TestRecord {
  at: string;
  ok: boolean;
  message: string;
  detail: string | null;
}

export function serverRepo(db: Kysely<Database>) {
  return {
    listSmtp: (userId: number) =>
      db.selectFrom('smtp_accounts').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    listSms: (userId: number) =>
      db.selectFrom('sms_accounts').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    findSmtp: (userId: number, id: number) =>
      db
        .selectFrom('smtp_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst(),
    findSms: (userId: number, id: number) =>
      db
        .selectFrom('sms_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst(),
    defaultSmtp: (userId: number) =>
      db
        .selectFrom('smtp_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_default', '=', 1)
        .executeTakeFirst(),
    defaultSms: (userId: number) =>
      db
        .selectFrom('sms_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_default', '=', 1)
        .executeTakeFirst(),

    async count(table: AccountTable, userId: number): Promise<{ all: number; defaults: number }> {
      const row = await (db as unknown as CommonDb)
        .selectFrom(table)
        .select((eb) => [
          eb.fn.countAll<number>().as('all'),
          eb.fn.sum<number>(eb.ref('is_default')).as('defaults'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { all: Number(row.all), defaults: Number(row.defaults ?? 0) };
    },

    /** Inserts an account; with `is_default` 1 the user's other default stops being one, in one transaction. */
    insert<T extends AccountTable>(table: T, row: Insertable<Database[T]>): Promise<RowOf<T>> {
      return db.transaction().execute(async (trx) => {
        const owner = row as unknown as { user_id: number; is_default?: Flag };
        if (owner.is_default === 1) await clearDefault(trx, table, owner.user_id);
        return (await (trx as unknown as Kysely<Database>)
          .insertInto(table as 'smtp_accounts')
          .values(row as Insertable<Database['smtp_accounts']>)
          .returningAll()
          .executeTakeFirstOrThrow()) as unknown as RowOf<T>;
      });
    },

    /** Changes the owner's account; `is_default` 1 moves the default here, in one transaction. */
    update<T extends AccountTable>(
      table: T,
      userId: number,
      id: number,
      changes: Updateable<Database[T]>,
    ): Promise<void> {
      return db.transaction().execute(async (trx) => {
        if ((changes as { is_default?: Flag }).is_default === 1) await clearDefault(trx, table, userId, id);
        await (trx as unknown as Kysely<Database>)
          .updateTable(table as 'smtp_accounts')
          .set(changes as Updateable<Database['smtp_accounts']>)
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .execute();
      });
    },

    async recordTest(table: AccountTable, userId: number, id: number, test: TestRecord): Promise<void> {
      await (db as unknown as CommonDb)
        .updateTable(table)
        .set({
          last_test_at: test.at,
          last_test_ok: test.ok ? 1 : 0,
          last_test_message: test.message,
          last_test_detail: test.detail,
        })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    /** Whether the owner's account was deleted. */
    async remove(table: AccountTable, userId: number, id: number): Promise<boolean> {
      const res = await (db as unknown as CommonDb)
        .deleteFrom(table)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
export type ServerRepo = ReturnType<typeof serverRepo>;

async function clearDefault(trx: Kysely<Database>, table: AccountTable, userId: number, exceptId?: number) {
  let q = (trx as unknown as CommonDb)
    .updateTable(table)
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  await q.execute();
}
