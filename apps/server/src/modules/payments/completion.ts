/**
 * Completes card payments atomically: the provider event record, the payment's status change and what the
 * payment buys (TAT credited through the ledger, or the plan activated) and its invoice (issue 20) commit in
 * one database transaction,
 * or none of them does. A failed attempt therefore leaves the payment pending and the event unrecorded, and
 * the provider's retry (or a second press of the sandbox form) applies it; a payment that was applied
 * answers "duplicate" and changes nothing.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isoNow, type Clock } from '../../lib/clock';
import { clockNow } from '../../lib/request-context';
import type { PaymentEvent, PaymentOutcome } from '../../payments/provider';
import { PLAN_PERIOD_DAYS } from '@talent/api/rules';
import { conflict } from '../../lib/errors';
import {
  ISSUER,
  balanceOf,
  grantIn,
  postTransfer,
  userKey,
  withIdempotency,
  type GrantInput,
  type TransferResult,
} from '../ledger/service';
import { activatePlan } from '../plans/limits';
import { paymentsRepo, type PaymentRow } from './repo';
import { paymentKey } from '../wallet/keys';

export interface CompletionDeps {
  db: Kysely<Database>;
  /** Credits a TAT pack inside the completion transaction (default: the ledger's grantIn). */
  grant?: (trx: Transaction<Database>, g: GrantInput) => Promise<TransferResult>;
  /** Activates a plan inside the completion transaction (default: plans' activatePlan). */
  activatePlan?: (trx: Transaction<Database>, userId: number, planId: number) => Promise<void>;
  /** Tax rate and seller of the invoices (default: no tax). */
  invoiceSettings?: InvoiceSettings;
  /** Writes the payment's invoice inside the completion transaction: a port, invoices' issueForPayment,
   * passed in at registration (modules/index.ts), so that payments does not import invoices (issue 40). */
  issueInvoice: IssueInvoice;
  /** The app's clock (default: the clock of the request being served). */
  now?: Clock;
}

/** Tax rate and seller of the invoices a payment gets. */
export interface InvoiceSettings {
  /** Basis points; card prices include it. */
  taxRateBp: number;
  seller: string;
}

/** Writes a paid payment's invoice in the caller's transaction. */
export type IssueInvoice = (
  trx: Transaction<Database>,
  p: PaymentRow,
  s: InvoiceSettings,
) => Promise<unknown>;

const NO_TAX: InvoiceSettings = { taxRateBp: 0, seller: 'Talent Marketplace' };

export interface Completion {
  /** The payment as it stands after the attempt (undefined when the event names no payment of ours). */
  payment: PaymentRow | undefined;
  /** The event had been applied before; nothing changed. */
  duplicate: boolean;
}

export { paymentKey };

export function paymentCompletion(deps: CompletionDeps) {
  const { db } = deps;
  const grant = deps.grant ?? grantIn;
  const activate = deps.activatePlan ?? ((trx, userId, planId) => activatePlan(trx, userId, planId));
  const issueInvoice = deps.issueInvoice;
  const invoiceSettings = deps.invoiceSettings ?? NO_TAX;

  /** What a paid payment buys, and its invoice, written in the caller's transaction. */
  async function deliver(trx: Transaction<Database>, p: PaymentRow): Promise<void> {
    if (p.kind === 'subscription' && p.plan_id) await activate(trx, p.user_id, p.plan_id);
    else if (p.kind === 'tat_pack' && p.tat) {
      await grant(trx, {
        userId: p.user_id,
        currency: 'TAT',
        amount: Number(p.tat),
        key: paymentKey(p.id),
        memo: `Bought ${p.tat} TAT by card`,
        kind: 'purchase',
      });
    }
    await issueInvoice(trx, p, invoiceSettings);
  }

  async function complete(
    found: PaymentRow | undefined,
    outcome: PaymentOutcome | null,
    event?: { id: string; type: string },
  ): Promise<Completion> {
    const work = async (trx: Transaction<Database>): Promise<Completion> => {
      const repo = paymentsRepo(trx);
      if (event && !(await repo.recordEvent({ ...event, created_at: isoNow(deps.now ?? clockNow) })))
        return { payment: found, duplicate: true };
      if (!found || !outcome) return { payment: found, duplicate: false };
      // Only a pending payment moves; a second attempt finds it settled and delivers nothing.
      const settled = await repo.settle(found.id, outcome, isoNow(deps.now ?? clockNow));
      if (settled?.status === 'paid') await deliver(trx, settled);
      return { payment: settled ?? (await repo.byId(found.id)), duplicate: false };
    };
    if (!found) return db.transaction().execute(work);
    // Two attempts racing on one payment: the loser's error is answered with the winner's result.
    return withIdempotency(db, paymentKey(found.id), work, async () => ({
      payment: await paymentsRepo(db).byId(found.id),
      duplicate: false,
    }));
  }

  return {
    /** Settles one payment (the sandbox form). */
    async settle(payment: PaymentRow, outcome: PaymentOutcome): Promise<PaymentRow> {
      return (await complete(payment, outcome)).payment ?? payment;
    },

    /** Applies a verified provider event once. */
    async applyEvent(event: PaymentEvent): Promise<Completion> {
      const found = event.settles ? await paymentsRepo(db).bySession(event.settles.sessionId) : undefined;
      return complete(found, event.settles?.outcome ?? null, { id: event.id, type: event.type });
    },
  };
}

/** The ledger key of a card payment's refund: one reversal per payment, whoever retries. */
export const refundKey = (paymentId: number) => `refund:payment:${paymentId}`;

/**
 * Whether what a payment bought can be taken back whole (checked before the card is refunded): a TAT pack's
 * TAT must still be in the buyer's account. Throws 409 with the reason otherwise.
 */
export async function checkReversible(db: Kysely<Database>, p: PaymentRow): Promise<void> {
  if (p.status !== 'paid') throw conflict('Only a paid payment can be refunded.');
  if (p.refunded_at) throw conflict('This payment was already refunded.');
  if (p.kind === 'tat_pack' && p.tat) {
    const tat = Number(p.tat);
    const left = await balanceOf(db, userKey(p.user_id), 'TAT');
    if (left < tat)
      throw conflict(
        `The buyer has ${left} TAT left of the ${tat} TAT this pack gave: a refund cannot take back TAT ` +
          'already spent. Correct the invoice instead, or refund outside the platform.',
      );
  }
}

/**
 * Takes back what a refunded card payment bought, in the caller's transaction (with the credit note and the
 * invoice's status): a TAT pack's TAT go back to the issuer through the ledger (never below zero: a balance
 * spent meanwhile fails the transaction whole); a plan loses the period it paid for, and ends when nothing
 * is left of it. A plan changed since (another plan bought) has nothing of this payment's period left.
 */
export async function reverseDelivery(
  trx: Transaction<Database>,
  p: PaymentRow,
  refundRef: string,
  at: string,
): Promise<void> {
  const repo = paymentsRepo(trx);
  if (!(await repo.markRefunded(p.id, refundRef, at))) throw conflict('This payment was already refunded.');
  if (p.kind === 'tat_pack' && p.tat) {
    const tat = Number(p.tat);
    await postTransfer(trx, {
      key: refundKey(p.id),
      kind: 'refund',
      memo: `Card refund of ${tat} TAT bought by card (${refundRef})`,
      actorId: p.user_id,
      legs: [
        { owner: userKey(p.user_id), currency: 'TAT', amount: -tat },
        { owner: ISSUER, currency: 'TAT', amount: tat },
      ],
    });
  } else if (p.kind === 'subscription' && p.plan_id) {
    const user = await repo.planOf(p.user_id);
    if (user.current_plan_id === p.plan_id && user.plan_expires_at) {
      const left = Date.parse(user.plan_expires_at) - PLAN_PERIOD_DAYS * 86400_000;
      const stillRuns = left > Date.parse(at);
      await repo.setPlan(
        p.user_id,
        stillRuns ? p.plan_id : null,
        stillRuns ? new Date(left).toISOString() : null,
        at,
      );
    }
  }
}
