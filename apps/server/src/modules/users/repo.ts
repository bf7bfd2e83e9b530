/** User administration queries (issue 19): the admin's list, one user's account and what they hold, and the
 * writes of create, update and (de)activation. */
import { sql, type Kysely, type Transaction, type SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { UserSort, userListQuery } from '@talent/api';
import type { Database, NewUser, User } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type Q = z.infer<typeof userListQuery>;

/** The columns the list shows: the user, their plan's name and their custom role's name. */
function listBase(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('plans', 'plans.id', 'users.current_plan_id')
    .leftJoin('roles as custom', 'custom.id', 'users.role_id')
    .leftJoin('roles as builtin', (j) =>
      j.onRef('builtin.key', '=', 'users.role').on('builtin.builtin', '=', 1),
    );
}

type Base = ReturnType<typeof listBase>;

const SORT_COLUMNS: Record<UserSort, string> = {
  full_name: 'users.full_name',
  email: 'users.email',
  role: 'role_name',
  created_at: 'users.created_at',
  last_login_at: 'users.last_login_at',
};

function selectColumns(q: Base) {
  return q.select((eb) => [
    'users.id',
    'users.full_name',
    'users.email',
    'users.mobile',
    'users.role',
    'users.role_id',
    'users.current_plan_id',
    'users.plan_expires_at',
    'users.is_email_verified',
    'users.is_pending',
    'users.created_at',
    'users.last_login_at',
    'users.deactivated_at',
    'plans.name as plan_name',
    eb.fn.coalesce('custom.name', 'builtin.name').as('role_name'),
    eb.fn.coalesce('custom.id', 'builtin.id').as('held_role_id'),
  ]);
}

export function usersRepo(db: Db) {
  return {
    async list(query: Q, roleFilter: { key: string } | { id: number } | null) {
      let q: Base = listBase(db);
      const where = (fn: (b: Base) => Base) => {
        q = fn(q);
      };
      if (query.search?.trim()) {
        const like = `%${query.search.trim().toLowerCase()}%`;
        where((b) =>
          b.where((eb) =>
            eb.or([eb(eb.fn('lower', ['users.full_name']), 'like', like), eb('users.email', 'like', like)]),
          ),
        );
      }
      if (roleFilter && 'key' in roleFilter)
        where((b) => b.where('users.role', '=', roleFilter.key).where('users.role_id', 'is', null));
      if (roleFilter && 'id' in roleFilter) where((b) => b.where('users.role_id', '=', roleFilter.id));
      if (query.plan_id !== undefined) where((b) => b.where('users.current_plan_id', '=', query.plan_id!));
      if (query.status === 'inactive') where((b) => b.where('users.deactivated_at', 'is not', null));
      if (query.status === 'active')
        where((b) =>
          b
            .where('users.deactivated_at', 'is', null)
            .where('users.is_email_verified', '=', 1)
            .where('users.is_pending', '=', 0),
        );
      if (query.status === 'pending')
        where((b) =>
          b
            .where('users.deactivated_at', 'is', null)
            .where((eb) => eb.or([eb('users.is_email_verified', '=', 0), eb('users.is_pending', '=', 1)])),
        );
      if (query.joined_from)
        where((b) => b.where('users.created_at', '>=', `${query.joined_from}T00:00:00.000Z`));
      if (query.joined_to)
        where((b) => b.where('users.created_at', '<=', `${query.joined_to}T23:59:59.999Z`));

      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const sort = SORT_COLUMNS[query.sort ?? 'created_at'];
      const dir = query.dir ?? (query.sort ? 'asc' : 'desc');
      const rows = await selectColumns(q)
        // Never-signed-in users sort last either way.
        .orderBy(sql.ref(sort), (ob) => (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast())
        .orderBy('users.id', dir)
        .limit(query.limit ?? 10)
        .offset(query.offset ?? 0)
        .execute();
      return { count: Number(n), rows };
    },

    byIdForAdmin: (id: number) => selectColumns(listBase(db)).where('users.id', '=', id).executeTakeFirst(),

    byId: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    byEmail: (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
    byMobile: (mobile: string) =>
      db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst(),
    existing: (ids: number[]) => db.selectFrom('users').selectAll().where('id', 'in', ids).execute(),

    async insert(row: NewUser): Promise<User> {
      return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, changes: Partial<NewUser>): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },

    /** Active built-in admins (what must never drop to zero). */
    async activeAdmins(): Promise<number> {
      const { n } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'admin')
        .where('role_id', 'is', null)
        .where('deactivated_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async unpublishAll(ownerId: number, at: string): Promise<number> {
      const r = await db
        .updateTable('profiles')
        .set({ is_public: 0, updated_at: at })
        .where('owner_id', '=', ownerId)
        .where('is_public', '=', 1)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** The team members working in this account, oldest first. */
    async teamOf(ownerId: number) {
      return db
        .selectFrom('users')
        .select(['id', 'full_name', 'email'])
        .where('owner_id', '=', ownerId)
        .orderBy('id')
        .execute();
    },

    async counts(userId: number) {
      const count = async <T extends keyof Database>(
        q: SelectQueryBuilder<Database, T, object>,
      ): Promise<number> => {
        const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        return Number(n);
      };
      return {
        profiles: await count(db.selectFrom('profiles').where('owner_id', '=', userId)),
        public_profiles: await count(
          db.selectFrom('profiles').where('owner_id', '=', userId).where('is_public', '=', 1),
        ),
        jobs: await count(db.selectFrom('jobs').where('owner_id', '=', userId)),
        projects: await count(
          db
            .selectFrom('projects')
            .where((eb) => eb.or([eb('owner_id', '=', userId), eb('freelancer_id', '=', userId)])),
        ),
      };
    },

    recentJobs: (userId: number) =>
      db
        .selectFrom('jobs')
        .select(['id', 'title', 'status'])
        .where('owner_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(5)
        .execute(),

    recentProjects: (userId: number) =>
      db
        .selectFrom('projects')
        .select(['id', 'title', 'status'])
        .where((eb) => eb.or([eb('owner_id', '=', userId), eb('freelancer_id', '=', userId)]))
        .orderBy('id', 'desc')
        .limit(5)
        .execute(),
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
export type AdminUserRow = NonNullable<Awaited<ReturnType<UsersRepo['byIdForAdmin']>>>;
