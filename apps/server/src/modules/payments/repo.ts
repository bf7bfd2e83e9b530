/** Card payment rows and the provider events already applied. */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PaymentsTable } from '../../db/schema';

export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentKind = 'subscription' | 'tat_pack';

export function paymentsRepo(db: Kysely<Database> | Transaction<Database>) {
  return {
    async insert(row: Insertable<PaymentsTable>): Promise<void> {
      await db.insertInto('payments').values(row).execute();
    },

    byId(id: number) {
      return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    bySession(sessionId: string, provider?: string) {
      let q = db.selectFrom('payments').selectAll().where('session_id', '=', sessionId);
      if (provider) q = q.where('provider', '=', provider);
      return q.executeTakeFirst();
    },

    /** A user's payment by numeric id or by checkout session id. */
    ofUser(userId: number, id: string, kind?: PaymentKind) {
      let q = db.selectFrom('payments').selectAll().where('user_id', '=', userId);
      q = /^\d+$/.test(id) ? q.where('id', '=', Number(id)) : q.where('session_id', '=', id);
      if (kind) q = q.where('kind', '=', kind);
      return q.executeTakeFirst();
    },

    async pageOfUser(userId: number, kind: PaymentKind, limit: number, offset: number) {
      const base = db.selectFrom('payments').where('user_id', '=', userId).where('kind', '=', kind);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return { count: Number(n), rows };
    },

    /** Moves a pending payment to its final status; undefined when it was no longer pending. */
    settle(id: number, status: string, completedAt: string) {
      return db
        .updateTable('payments')
        .set({ status, completed_at: completedAt })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },

    /** Records a provider event; false when it was recorded before. */
    async recordEvent(event: { id: string; type: string; created_at: string }): Promise<boolean> {
      const res = await db
        .insertInto('webhook_events')
        .values(event)
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Marks a paid payment refunded; false when it was refunded (or not paid) already. */
    async markRefunded(id: number, refundRef: string, at: string): Promise<boolean> {
      const marked = await db
        .updateTable('payments')
        .set({ refunded_at: at, refund_ref: refundRef })
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .where('refunded_at', 'is', null)
        .executeTakeFirst();
      return Number(marked.numUpdatedRows) === 1;
    },

    /** The buyer's plan and when it ends. */
    planOf(userId: number) {
      return db
        .selectFrom('users')
        .select(['current_plan_id', 'plan_expires_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    /** Sets the buyer's plan and its end (null, null: no plan). */
    async setPlan(userId: number, planId: number | null, expiresAt: string | null, at: string) {
      await db
        .updateTable('users')
        .set({ current_plan_id: planId, plan_expires_at: expiresAt, updated_at: at })
        .where('id', '=', userId)
        .execute();
    },
  };
}
export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
