/** Client and client-contact rows, and the jobs that refer to a client. Queries only; the rules are in
 * service.ts. `ownerId` null is an admin's view: every owner's clients. */
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { ClientContactsTable, ClientRow, ClientsTable, Database } from '../../db/schema';
import type { DialectName } from '../../db/index';
import { likeOf, paged, type Page } from '../../lib/paging';

type Db = Kysely<Database> | Transaction<Database>;

export type ClientStatus = 'active' | 'archived' | 'all';
export type ClientWithCount = ClientRow & { job_count: number | string | null };
export type ContactValues = Omit<Insertable<ClientContactsTable>, 'client_id' | 'position'>;

export function clientRepo(db: Db, dialect: DialectName) {
  const scoped = (ownerId: number | null) => {
    const q = db.selectFrom('clients');
    return ownerId === null ? q : q.where('clients.owner_id', '=', ownerId);
  };
  const withCount = (ownerId: number | null) =>
    scoped(ownerId)
      .selectAll('clients')
      .select((eb) =>
        eb
          .selectFrom('jobs')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('jobs.client_id', '=', 'clients.id')
          .as('job_count'),
      );

  return {
    async list(ownerId: number | null, f: { words: string[]; status: ClientStatus }, page: Page) {
      let q = scoped(ownerId);
      if (f.status === 'active') q = q.where('archived_at', 'is', null);
      if (f.status === 'archived') q = q.where('archived_at', 'is not', null);
      for (const w of f.words)
        q = q.where((eb) =>
          eb.or(
            (['name', 'display_name', 'industry'] as const).map((c) =>
              eb(sql<string>`lower(coalesce(${sql.ref(`clients.${c}`)}, ''))`, 'like', likeOf(w)),
            ),
          ),
        );
      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const ids = await q
        .select('clients.id')
        .orderBy('name_key')
        .orderBy('clients.id')
        .$call(paged(page))
        .execute();
      const rows = ids.length
        ? await withCount(ownerId)
            .where(
              'clients.id',
              'in',
              ids.map((r) => r.id),
            )
            .orderBy('name_key')
            .orderBy('clients.id')
            .execute()
        : [];
      return { count: Number(n), rows: rows as ClientWithCount[] };
    },

    byId(id: number, ownerId: number | null): Promise<ClientWithCount | undefined> {
      return withCount(ownerId).where('clients.id', '=', id).executeTakeFirst();
    },

    /** The client row, locked until the transaction ends on PostgreSQL (SQLite has one writer anyway):
     * a delete and a job that picks the client do not cross. */
    async lock(id: number, ownerId: number | null, mode: 'update' | 'share'): Promise<ClientRow | undefined> {
      let q = scoped(ownerId).selectAll().where('id', '=', id);
      if (dialect === 'postgres') q = mode === 'update' ? q.forUpdate() : q.forShare();
      return q.executeTakeFirst();
    },

    async nameTaken(ownerId: number, key: string, exceptId?: number): Promise<boolean> {
      let q = db
        .selectFrom('clients')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where('name_key', '=', key);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    contacts(clientIds: number[]) {
      if (clientIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('client_contacts')
        .selectAll()
        .where('client_id', 'in', clientIds)
        .orderBy('client_id')
        .orderBy('position')
        .execute();
    },

    insert(row: Insertable<ClientsTable>): Promise<ClientRow> {
      return db.insertInto('clients').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, set: Updateable<ClientsTable>): Promise<void> {
      await db.updateTable('clients').set(set).where('id', '=', id).execute();
    },

    /** Replaces the client's contacts with `contacts`, in this order. */
    async setContacts(clientId: number, contacts: ContactValues[]): Promise<void> {
      await db.deleteFrom('client_contacts').where('client_id', '=', clientId).execute();
      if (contacts.length)
        await db
          .insertInto('client_contacts')
          .values(contacts.map((c, position) => ({ ...c, client_id: clientId, position })))
          .execute();
    },

    async jobCount(clientId: number): Promise<number> {
      const { n } = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Jobs of the client show `shown` as their company. */
    async renameJobs(clientId: number, shown: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ company_name: shown })
        .where('client_id', '=', clientId)
        .where((eb) => eb.or([eb('company_name', 'is', null), eb('company_name', '!=', shown)]))
        .execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('clients').where('id', '=', id).execute();
    },
  };
}
export type ClientRepo = ReturnType<typeof clientRepo>;
