/** Ledger account keys the wallet reads and the projects and payments modules write (issue 40: kept here so
 * that wallet imports neither of them; they import the wallet). */

/** The owner key prefix of a project's escrow account: `escrow:project:<id>`. */
export const ESCROW_PREFIX = 'escrow:project:';

/** The ledger key of a card payment's credit: one credit per payment, whoever retries. */
export const paymentKey = (paymentId: number) => `payment:${paymentId}`;
