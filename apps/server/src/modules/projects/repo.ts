/** Project, proposal, saved-list, history and freelancer-profile rows. Queries only; the rules are in
 * service.ts. Every read of a project carries the owner's and freelancer's names, the escrow balance (the
 * ledger account `escrow:project:<id>`), the proposal count and whether the viewer saved it. */
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type {
  Database,
  ProjectAttachmentsTable,
  ProjectEventsTable,
  ProjectProposalsTable,
  ProjectsTable,
} from '../../db/schema';
import { likeOf, paged, type Page } from '../../lib/paging';
import { ESCROW_PREFIX } from '../wallet/keys';

type Db = Kysely<Database> | Transaction<Database>;

export { ESCROW_PREFIX };
/** A project's files are its brief (the poster's) or its delivery (the awarded freelancer's). */
export type AttachmentKind = 'brief' | 'delivery';

export const escrowKey = (projectId: number) => `${ESCROW_PREFIX}${projectId}`;

export interface ProjectFilters {
  /** Words of the text search: each must be in the title, description or skills. */
  words: string[];
  /** Each must be one of the project's skills. */
  skills: string[];
  budget_min?: number;
  budget_max?: number;
  deadline_before?: string;
  saved_only?: boolean;
}

export function projectRepo(db: Db) {
  /** Projects with the joined columns of the answer, for the viewer `viewerId`. */
  const withExtras = (viewerId: number) =>
    db
      .selectFrom('projects')
      .innerJoin('users as o', 'o.id', 'projects.owner_id')
      .leftJoin('users as f', 'f.id', 'projects.freelancer_id')
      .selectAll('projects')
      .select((eb) => [
        'o.full_name as owner_name',
        'f.full_name as freelancer_name',
        eb
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('currency', '=', 'TAT')
          .whereRef('owner_key', '=', sql<string>`${ESCROW_PREFIX} || ${sql.ref('projects.id')}`)
          .as('escrow_balance'),
        eb
          .selectFrom('project_proposals')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('project_proposals.project_id', '=', 'projects.id')
          .where('project_proposals.status', '!=', 'withdrawn')
          .as('proposal_count'),
        eb
          .selectFrom('saved_projects')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('saved_projects.project_id', '=', 'projects.id')
          .where('saved_projects.user_id', '=', viewerId)
          .as('saved_count'),
      ]);

  /** Projects a user may see besides their own: not drafts, public or inviting them, or awarded to them. */
  const visibleTo = (userId: number) =>
    withExtras(userId).where((eb) =>
      eb.or([
        eb('projects.owner_id', '=', userId),
        eb('projects.freelancer_id', '=', userId),
        eb.and([
          eb('projects.status', '!=', 'draft'),
          eb.or([
            eb('projects.visibility', '=', 'public'),
            eb.exists(
              eb
                .selectFrom('project_invites')
                .select('project_invites.id')
                .whereRef('project_invites.project_id', '=', 'projects.id')
                .where('project_invites.user_id', '=', userId),
            ),
          ]),
        ]),
      ]),
    );

  return {
    byId(id: number, viewerId: number) {
      return withExtras(viewerId).where('projects.id', '=', id).executeTakeFirst();
    },

    visible(id: number, viewerId: number, admin: boolean) {
      const q = admin ? withExtras(viewerId) : visibleTo(viewerId);
      return q.where('projects.id', '=', id).executeTakeFirst();
    },

    plain(id: number) {
      return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async search(viewerId: number, f: ProjectFilters, page: Page) {
      let q = visibleTo(viewerId).where('projects.status', '=', 'open');
      for (const w of f.words) {
        const like = likeOf(w);
        q = q.where((eb) =>
          eb.or(
            (['title', 'description', 'skills'] as const).map((c) =>
              eb(sql`lower(${sql.ref(`projects.${c}`)})`, 'like', like),
            ),
          ),
        );
      }
      for (const s of f.skills)
        q = q.where(sql`lower(${sql.ref('projects.skills')})`, 'like', likeOf(JSON.stringify(s)));
      if (f.budget_min !== undefined) q = q.where('projects.budget', '>=', f.budget_min);
      if (f.budget_max !== undefined) q = q.where('projects.budget', '<=', f.budget_max);
      if (f.deadline_before) q = q.where('projects.deadline', '<=', f.deadline_before);
      if (f.saved_only)
        q = q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('saved_projects')
              .select('saved_projects.id')
              .whereRef('saved_projects.project_id', '=', 'projects.id')
              .where('saved_projects.user_id', '=', viewerId),
          ),
        );
      const all = await q.execute();
      const rows = await q
        .orderBy('projects.published_at', 'desc')
        .orderBy('projects.id', 'desc')
        .$call(paged(page))
        .execute();
      return { count: all.length, rows };
    },

    async owned(viewerId: number, ownerId: number | null, status: string | undefined, page: Page) {
      let q = withExtras(viewerId);
      if (ownerId !== null) q = q.where('projects.owner_id', '=', ownerId);
      if (status) q = q.where('projects.status', '=', status);
      const { n } = await (
        ownerId !== null
          ? db.selectFrom('projects').where('owner_id', '=', ownerId)
          : db.selectFrom('projects')
      )
        .$if(!!status, (qb) => qb.where('status', '=', status!))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await q
        .orderBy('projects.created_at', 'desc')
        .orderBy('projects.id', 'desc')
        .$call(paged(page))
        .execute();
      return { count: Number(n), rows };
    },

    /** Open public projects, newest first (the dashboard's recommendations are picked from these). */
    openPublic(viewerId: number, limit: number) {
      return withExtras(viewerId)
        .where('projects.status', '=', 'open')
        .where('projects.visibility', '=', 'public')
        .where('projects.owner_id', '!=', viewerId)
        .orderBy('projects.published_at', 'desc')
        .limit(limit)
        .execute();
    },

    insert(row: Insertable<ProjectsTable>) {
      return db.insertInto('projects').values(row).returning('id').executeTakeFirstOrThrow();
    },

    async update(id: number, set: Updateable<ProjectsTable>): Promise<void> {
      await db.updateTable('projects').set(set).where('id', '=', id).execute();
    },

    /** Moves the project from `from` to the new status only if it is still in `from`; whether it moved
     * (a concurrent move that came first leaves it unmoved). */
    async move(id: number, from: string, set: Updateable<ProjectsTable>): Promise<boolean> {
      const res = await db
        .updateTable('projects')
        .set(set)
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async setInvites(projectId: number, userIds: number[]): Promise<void> {
      await db.deleteFrom('project_invites').where('project_id', '=', projectId).execute();
      if (userIds.length > 0)
        await db
          .insertInto('project_invites')
          .values(userIds.map((user_id) => ({ project_id: projectId, user_id })))
          .execute();
    },

    async invites(projectId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('project_invites')
        .select('user_id')
        .where('project_id', '=', projectId)
        .orderBy('user_id')
        .execute();
      return rows.map((r) => Number(r.user_id));
    },

    async existingUsers(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
      return rows.map((r) => r.id);
    },

    async addEvent(row: Insertable<ProjectEventsTable>): Promise<void> {
      await db.insertInto('project_events').values(row).execute();
    },

    events(projectId: number) {
      return db
        .selectFrom('project_events')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('id')
        .execute();
    },

    /** The files of the projects of one kind (the brief, or the delivery), oldest first. */
    attachments(projectIds: number[], kind: AttachmentKind = 'brief') {
      if (projectIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('project_attachments')
        .selectAll()
        .where('project_id', 'in', projectIds)
        .where('kind', '=', kind)
        .orderBy('id')
        .execute();
    },

    attachment(projectId: number, fileId: number) {
      return db
        .selectFrom('project_attachments')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', fileId)
        .executeTakeFirst();
    },

    insertAttachment(row: Insertable<ProjectAttachmentsTable>) {
      return db.insertInto('project_attachments').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async removeAttachment(fileId: number): Promise<void> {
      await db.deleteFrom('project_attachments').where('id', '=', fileId).execute();
    },

    async save(userId: number, projectId: number, saved: boolean, now: string): Promise<void> {
      if (saved)
        await db
          .insertInto('saved_projects')
          .values({ user_id: userId, project_id: projectId, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'project_id']).doNothing())
          .execute();
      else
        await db
          .deleteFrom('saved_projects')
          .where('user_id', '=', userId)
          .where('project_id', '=', projectId)
          .execute();
    },
  };
}
export type ProjectRepo = ReturnType<typeof projectRepo>;
export type ProjectWithExtras = NonNullable<Awaited<ReturnType<ProjectRepo['byId']>>>;

export function proposalRepo(db: Db) {
  const base = () =>
    db
      .selectFrom('project_proposals')
      .innerJoin('projects', 'projects.id', 'project_proposals.project_id')
      .innerJoin('users', 'users.id', 'project_proposals.freelancer_id')
      .leftJoin('freelancer_profiles as fp', 'fp.user_id', 'project_proposals.freelancer_id')
      .selectAll('project_proposals')
      .select([
        'projects.title as project_title',
        'projects.status as project_status',
        'projects.owner_id as project_owner_id',
        'users.full_name as freelancer_name',
        'fp.headline',
        'fp.hourly_rate',
        'fp.skills as fp_skills',
        'fp.portfolio_links',
      ])
      .select((eb) =>
        eb
          .selectFrom('projects as done')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('done.freelancer_id', '=', 'project_proposals.freelancer_id')
          .where('done.status', '=', 'completed')
          .as('completed_projects'),
      );

  return {
    byId(id: number) {
      return base().where('project_proposals.id', '=', id).executeTakeFirst();
    },

    mine(projectId: number, freelancerId: number) {
      return base()
        .where('project_proposals.project_id', '=', projectId)
        .where('project_proposals.freelancer_id', '=', freelancerId)
        .executeTakeFirst();
    },

    async forProject(projectId: number, page: Page) {
      const q = base()
        .where('project_proposals.project_id', '=', projectId)
        .where('project_proposals.status', '!=', 'withdrawn');
      const all = await q.execute();
      const rows = await q
        .orderBy('project_proposals.bid')
        .orderBy('project_proposals.id')
        .$call(paged(page))
        .execute();
      return { count: all.length, rows };
    },

    async ofFreelancer(freelancerId: number, status: string | undefined, page: Page) {
      let q = base().where('project_proposals.freelancer_id', '=', freelancerId);
      if (status) q = q.where('project_proposals.status', '=', status);
      const all = await q.execute();
      const rows = await q
        .orderBy('project_proposals.created_at', 'desc')
        .orderBy('project_proposals.id', 'desc')
        .$call(paged(page))
        .execute();
      return { count: all.length, rows };
    },

    /** Inserts the proposal, or answers undefined when this freelancer already proposed (unique index). */
    insert(row: Insertable<ProjectProposalsTable>) {
      return db
        .insertInto('project_proposals')
        .values(row)
        .onConflict((oc) => oc.columns(['project_id', 'freelancer_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
    },

    /** Sets the status only while it is `from`; whether it changed. */
    async move(id: number, from: string, to: string, now: string): Promise<boolean> {
      const res = await db
        .updateTable('project_proposals')
        .set({ status: to, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Every other pending proposal of the project becomes `to` (declined on an award or cancellation). */
    async settleOthers(projectId: number, to: string, now: string): Promise<void> {
      await db
        .updateTable('project_proposals')
        .set({ status: to, updated_at: now })
        .where('project_id', '=', projectId)
        .where('status', '=', 'pending')
        .execute();
    },

    async countsOf(freelancerId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('project_proposals')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('freelancer_id', '=', freelancerId)
        .groupBy('status')
        .execute();
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    async projectIdsOf(freelancerId: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('project_proposals')
        .select('project_id')
        .where('freelancer_id', '=', freelancerId)
        .execute();
      return new Set(rows.map((r) => r.project_id));
    },
  };
}
export type ProposalRepo = ReturnType<typeof proposalRepo>;
export type ProposalWithExtras = NonNullable<Awaited<ReturnType<ProposalRepo['byId']>>>;

export function freelancerRepo(db: Db) {
  return {
    async profile(userId: number) {
      return db
        .selectFrom('users')
        .leftJoin('freelancer_profiles as fp', 'fp.user_id', 'users.id')
        .select([
          'users.id as user_id',
          'users.full_name as name',
          'fp.headline',
          'fp.hourly_rate',
          'fp.skills',
          'fp.portfolio_links',
        ])
        .select((eb) =>
          eb
            .selectFrom('projects')
            .select((e) => e.fn.countAll<number>().as('n'))
            .where('projects.freelancer_id', '=', userId)
            .where('projects.status', '=', 'completed')
            .as('completed_projects'),
        )
        .where('users.id', '=', userId)
        .executeTakeFirst();
    },

    async upsert(
      userId: number,
      set: { headline: string | null; hourly_rate: number | null; skills: string; portfolio_links: string },
      now: string,
    ): Promise<void> {
      await db
        .insertInto('freelancer_profiles')
        .values({ user_id: userId, ...set, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at: now }))
        .execute();
    },

    /** Projects awarded to the freelancer, counted by status. */
    async workByStatus(userId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('projects')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('freelancer_id', '=', userId)
        .groupBy('status')
        .execute();
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    /** TAT credited to the user by project payouts (acceptances and dispute resolutions), with dates. */
    earnings(userId: number) {
      return db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .select(['ledger_entries.amount', 'ledger_entries.created_at'])
        .where('ledger_accounts.owner_key', '=', `user:${userId}`)
        .where('ledger_entries.currency', '=', 'TAT')
        .where('ledger_transactions.kind', 'in', ['project_release', 'project_resolve'])
        .where('ledger_entries.amount', '>', 0)
        .orderBy('ledger_entries.created_at')
        .execute();
    },
  };
}
export type FreelancerRepo = ReturnType<typeof freelancerRepo>;
