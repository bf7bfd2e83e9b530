/** The wallet: balances, TAT <-> TTT conversion, coin history and TAT packs bought by card. */
import type { HttpHandler } from 'msw';
import { TTT_PER_TAT } from '../../rules';
import { NOW, errorResponse, handle, page } from '../handle';
import { checkout } from './subscription';

const none = { profile_name: null, mode: null, gross: null, fee: null, pack_name: null, project_title: null };

const movements = [
  {
    id: 4,
    transaction_id: 4,
    kind: 'purchase',
    currency: 'TAT' as const,
    amount: 500,
    memo: 'Bought 500 TAT by card',
    profile_id: null,
    created_at: NOW,
    ...none,
    pack_name: 'TAT Growth Pack',
  },
  {
    id: 3,
    transaction_id: 3,
    kind: 'unlock',
    currency: 'TAT' as const,
    amount: -12,
    memo: 'Unlocked profile #4',
    profile_id: 4,
    created_at: NOW,
    ...none,
    profile_name: 'Mia P.',
    mode: 'unlock' as const,
  },
  {
    id: 2,
    transaction_id: 2,
    kind: 'sale',
    currency: 'TAT' as const,
    amount: 18,
    memo: 'Unlocked profile #2',
    profile_id: 2,
    created_at: NOW,
    ...none,
    profile_name: 'John D.',
    mode: 'unlock' as const,
    gross: 20,
    fee: 2,
  },
  {
    id: 1,
    transaction_id: 1,
    kind: 'grant',
    currency: 'TAT' as const,
    amount: 1000,
    memo: 'Welcome TAT',
    profile_id: null,
    created_at: NOW,
    ...none,
  },
];

const tatPlans = [
  { id: 1, name: 'TAT Starter Pack', tat: 100, amount: 9.99, description: '100 TAT' },
  { id: 2, name: 'TAT Growth Pack', tat: 500, amount: 39.99, description: '500 TAT' },
  { id: 3, name: 'TAT Pro Pack', tat: 1200, amount: 79.99, description: '1200 TAT' },
];

export const walletHandlers: HttpHandler[] = [
  handle('myWallet', () => ({
    tat: 1000,
    ttt: 50,
    coin_earned: 240,
    ttt_per_tat: TTT_PER_TAT,
    escrow_tat: 400,
    movements,
  })),
  handle('convertTat', ({ body }) => ({
    message: 'Converted.',
    replayed: false,
    tat: 1000 - body.amount,
    ttt: 50 + body.amount * TTT_PER_TAT,
    coin_earned: 240,
    ttt_per_tat: TTT_PER_TAT,
  })),
  handle('convertTtt', ({ body }) =>
    body.amount % TTT_PER_TAT !== 0
      ? errorResponse(400, `The amount of TTT must be a multiple of ${TTT_PER_TAT}.`, {
          amount: [`The amount of TTT must be a multiple of ${TTT_PER_TAT}.`],
        })
      : {
          message: 'Converted.',
          replayed: false,
          tat: 1000 + body.amount / TTT_PER_TAT,
          ttt: 50 - body.amount,
          coin_earned: 240,
          ttt_per_tat: TTT_PER_TAT,
        },
  ),
  handle('coinHistory', ({ request }) => page(movements, request.url)),
  handle('tatPlans', () => ({ count: tatPlans.length, results: tatPlans })),
  handle('listCoinPurchases', () => ({ count: 0, results: [] })),
  handle('purchaseCoins', () => checkout),
  handle('getCoinPurchase', ({ params }) => ({
    id: 1,
    session_id: String(params.id),
    status: 'paid' as const,
    tat_plan: tatPlans[0]!,
    tat: 100,
    amount: 9.99,
    provider: 'sandbox' as const,
    created_at: NOW,
    completed_at: NOW,
  })),
];
