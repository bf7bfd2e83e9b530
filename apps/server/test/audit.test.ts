/** The audit log's writer (issue 19): one row per call, details kept as JSON, on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/modules/audit/repo';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('recordAudit', () => {
  it('appends a row with the actor, target, reason and details', async () => {
    const at = new Date('2026-11-26T10:00:00Z');
    await recordAudit(t.ctx.db, {
      actorId: 1,
      action: 'wallet.grant',
      targetUserId: 2,
      reason: 'Goodwill',
      details: { amount: 50 },
      at,
    });
    const rows = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'wallet.grant')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: 1,
      target_user_id: 2,
      reason: 'Goodwill',
      created_at: at.toISOString(),
    });
    expect(JSON.parse(rows[0]!.details!)).toEqual({ amount: 50 });
  });
});
