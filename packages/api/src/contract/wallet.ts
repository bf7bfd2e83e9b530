/** Wallet, coins and TAT packs (spec 000 section 7 "Subscription and payment", spec 001 "Real calls:
 * wallet, coins, payment"). Amounts are whole TAT and whole TTT; docs/money.md has the rules. */
import { z } from 'zod';
import { endpoint, idOrRefParam, idText, listOf, pageQuery } from './core';

/** Used by /wallet, /pages/tat-coins/purchase, /dashboard and the market's purchase dialog: all read RA. */
const walletPages = { action: 'read', subject: 'RA' } as const;

export const movementSchema = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  kind: z.string(),
  currency: z.enum(['TAT', 'TTT']),
  amount: z.number(),
  memo: z.string(),
  profile_id: z.number().int().nullable(),
  created_at: z.string(),
  /** What a line names, so the portal can write a sentence (null where it does not apply): the profile as
   * the marketplace shows it (first name and last initial), the mode of a sale, the whole charge and the
   * platform's share of a sale (`amount` is `gross - fee`), the TAT pack bought, the project. The server
   * always sends them; optional so that a line without them still reads (the memo). */
  profile_name: z.string().nullish(),
  mode: z.enum(['unlock', 'rent', 'buy']).nullish(),
  gross: z.number().nullish(),
  fee: z.number().nullish(),
  pack_name: z.string().nullish(),
  project_title: z.string().nullish(),
});
export type Movement = z.infer<typeof movementSchema>;

export const walletSchema = z.object({
  tat: z.number(),
  ttt: z.number(),
  coin_earned: z.number(),
  ttt_per_tat: z.number(),
  movements: z.array(movementSchema),
});

const amountBody = z.object({
  amount: z.coerce
    .number({ message: 'Enter an amount.' })
    .int({ message: 'The amount is a whole number.' })
    .min(1, { message: 'The amount is at least 1.' })
    .max(10_000_000),
  idempotency_key: z.string().min(8).max(100).optional(),
});

export const tatPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tat: z.number().int(),
  amount: z.number(),
  description: z.string(),
});

export const coinPurchaseSchema = z.object({
  id: z.number().int(),
  session_id: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled']),
  tat_plan: tatPlanSchema.nullable(),
  tat: z.number().int(),
  amount: z.number(),
  provider: z.enum(['sandbox', 'stripe']),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const checkoutSchema = z.object({
  sessionId: z.string(),
  /** Where to send the browser: the sandbox checkout page, or Stripe's hosted page. */
  url: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe publishable key when provider is stripe. */
  publishableKey: z.string().nullable(),
});

const returnUrls = {
  success: z.string().trim().min(1, { message: 'The success URL is required.' }).max(2000),
  fail: z.string().trim().min(1, { message: 'The fail URL is required.' }).max(2000),
};

/** A conversion's answer. `replayed`: the idempotency key was used before, nothing moved this time. */
const conversionSchema = walletSchema
  .omit({ movements: true })
  .extend({ message: z.string(), replayed: z.boolean() });

export const walletEndpoints = {
  myWallet: endpoint({
    method: 'GET',
    path: '/api/my_wallet',
    summary:
      'My TAT and TTT balances, TAT earned by my profiles, TAT held in the escrow of my projects, and recent movements.',
    response: walletSchema.extend({
      /** TAT of mine held in the escrow accounts of my awarded projects (not in `tat`; docs/money.md). */
      escrow_tat: z.number(),
    }),
    access: walletPages,
  }),
  convertTat: endpoint({
    invalidates: ['wallet', 'profile', 'dashboard'],
    method: 'POST',
    path: '/api/convert_tat',
    summary:
      'Convert TAT to TTT at 1 TAT = 10 TTT. A retry with the same idempotency_key moves nothing and answers replayed: true.',
    body: amountBody,
    response: conversionSchema,
    errors: { 402: 'Not enough TAT' },
    verifiedEmail: true,
    access: walletPages,
  }),
  convertTtt: endpoint({
    invalidates: ['wallet', 'profile', 'dashboard'],
    method: 'POST',
    path: '/api/convert_ttt',
    summary:
      'Convert TTT to TAT at 10 TTT = 1 TAT (the amount of TTT must be a multiple of 10). A retry with the same idempotency_key moves nothing and answers replayed: true.',
    body: amountBody,
    response: conversionSchema,
    errors: { 400: 'Not a multiple of 10', 402: 'Not enough TTT' },
    verifiedEmail: true,
    access: walletPages,
  }),
  coinHistory: endpoint({
    method: 'GET',
    path: '/api/coin',
    summary: 'My coin history (every ledger movement of my TAT and TTT), newest first.',
    query: pageQuery,
    response: listOf(movementSchema),
    access: walletPages,
  }),
  tatPlans: endpoint({
    method: 'GET',
    path: '/api/tat_plans',
    summary: 'TAT packs that can be bought by card.',
    response: listOf(tatPlanSchema),
    access: walletPages,
  }),
  listCoinPurchases: endpoint({
    method: 'GET',
    path: '/api/purchase_coins',
    summary: 'My TAT pack purchases.',
    query: pageQuery,
    response: listOf(coinPurchaseSchema),
    access: walletPages,
  }),
  purchaseCoins: endpoint({
    invalidates: ['wallet', 'profile', 'dashboard'],
    method: 'POST',
    path: '/api/purchase_coins',
    summary: 'Start a card checkout for a TAT pack; answers sessionId (and the checkout url).',
    body: z.object({ tat_plan: idText(), ...returnUrls }),
    response: checkoutSchema,
    errors: {
      404: 'No such TAT pack',
      503: 'Card payments are not configured (code payments_not_configured)',
    },
    verifiedEmail: true,
    access: walletPages,
  }),
  getCoinPurchase: endpoint({
    method: 'GET',
    path: '/api/purchase_coins/:id',
    summary: 'One TAT pack purchase, by id or checkout session id.',
    params: idOrRefParam,
    response: coinPurchaseSchema,
    errors: { 404: 'Not found' },
    access: walletPages,
  }),
} as const;
