import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { conversionPreview } from '../src/pages/wallet/WalletPage';
import { API, pageHeading, renderAt, signIn } from './marketplace-render';
import { isShown } from './shown';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('conversion preview', () => {
  const balances = { tat: 50, ttt: 95 };
  it('converts 1 TAT to 10 TTT and 10 TTT to 1 TAT within the balances', () => {
    expect(conversionPreview('tat', '5', balances)).toEqual({ ok: true, gives: 50, currency: 'TTT' });
    expect(conversionPreview('ttt', '90', balances)).toEqual({ ok: true, gives: 9, currency: 'TAT' });
  });
  it('says why an amount cannot be converted', () => {
    expect(conversionPreview('tat', '', balances)).toEqual({ ok: false, reason: null });
    expect(conversionPreview('tat', '2.5', balances)).toEqual({
      ok: false,
      reason: 'The amount is a whole number.',
    });
    expect(conversionPreview('tat', '0', balances)).toEqual({
      ok: false,
      reason: 'The amount is at least 1.',
    });
    expect(conversionPreview('tat', '51', balances)).toEqual({
      ok: false,
      reason: 'Not enough TAT: your balance is 50 TAT.',
    });
    expect(conversionPreview('ttt', '15', balances)).toEqual({
      ok: false,
      reason: 'TTT converts in multiples of 10.',
    });
    expect(conversionPreview('ttt', '100', balances)).toEqual({
      ok: false,
      reason: 'Not enough TTT: your balance is 95 TTT.',
    });
  });
});

describe('/wallet', () => {
  it('shows balances and movements, converts TAT to TTT and TTT to TAT, shows server errors', async () => {
    signIn();
    let tat = 100;
    let ttt = 0;
    const converted: Array<{ path: string; body: unknown }> = [];
    const movement = (id: number, amount: number, currency: 'TAT' | 'TTT', memo: string) => ({
      id,
      transaction_id: id,
      kind: 'conversion',
      currency,
      amount,
      memo,
      profile_id: null,
      created_at: '2026-11-20T09:30:00.000Z',
    });
    server.use(
      http.get(`${API}/api/my_wallet`, () =>
        HttpResponse.json({ tat, ttt, coin_earned: 12, ttt_per_tat: 10, movements: [] }),
      ),
      http.get(`${API}/api/coin`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('limit')).toBe('10');
        return HttpResponse.json({ count: 1, results: [movement(1, 1000, 'TAT', 'Demo TAT')] });
      }),
      http.post(`${API}/api/convert_tat`, async ({ request }) => {
        const body = (await request.json()) as { amount: number };
        converted.push({ path: 'convert_tat', body });
        tat -= body.amount;
        ttt += body.amount * 10;
        return HttpResponse.json({
          tat,
          ttt,
          coin_earned: 12,
          ttt_per_tat: 10,
          message: `Converted ${body.amount} TAT.`,
        });
      }),
      http.post(`${API}/api/convert_ttt`, () =>
        HttpResponse.json(
          { message: 'Not enough TTT: this needs 50 TTT and your balance is 40 TTT.' },
          { status: 402 },
        ),
      ),
    );
    renderAt('/wallet');
    await pageHeading('Wallet');
    const balances = screen.getByRole('region', { name: 'Balances' });
    await waitFor(() => expect(balances.textContent).toContain('100 TAT'));
    expect(balances.textContent).toContain('12 TAT');
    expect(isShown(await screen.findByText('Demo TAT'))).toBe(true);
    expect(isShown(screen.getByText('+1,000 TAT'))).toBe(true);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Amount of TAT' }), '4');
    expect(isShown(screen.getByText('You get 40 TTT.'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(isShown(await screen.findByText('Converted 4 TAT.'))).toBe(true);
    expect((converted[0]?.body as { amount: number }).amount).toBe(4);
    await waitFor(() => expect(balances.textContent).toContain('96 TAT'));
    expect(balances.textContent).toContain('40 TTT');

    await user.click(screen.getByRole('radio', { name: 'TTT to TAT' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount of TTT' }), '15');
    expect(isShown(screen.getByText('TTT converts in multiples of 10.'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Convert' }).hasAttribute('disabled')).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Amount of TTT' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount of TTT' }), '40');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    const alert = await screen.findByText('Not enough TTT: this needs 50 TTT and your balance is 40 TTT.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });
});

describe('/wallet escrow', () => {
  it('shows the TAT held in the escrow of my awarded projects apart from the balance', async () => {
    signIn();
    server.use(
      http.get(`${API}/api/my_wallet`, () =>
        HttpResponse.json({
          tat: 650,
          ttt: 0,
          coin_earned: 0,
          ttt_per_tat: 10,
          escrow_tat: 350,
          movements: [],
        }),
      ),
      http.get(`${API}/api/coin`, () => HttpResponse.json({ count: 0, results: [] })),
    );
    renderAt('/wallet');
    await pageHeading('Wallet');
    const balances = screen.getByRole('region', { name: 'Balances' });
    await waitFor(() => expect(balances.textContent).toContain('In escrow350 TAT'));
    expect(balances.textContent).toContain('650 TAT');
  });
});

describe('/wallet lines in plain words (issue 25)', () => {
  const line = (id: number, extra: Record<string, unknown>) => ({
    id,
    transaction_id: id,
    currency: 'TAT',
    profile_id: null,
    created_at: '2026-11-20T09:30:00.000Z',
    profile_name: null,
    mode: null,
    gross: null,
    fee: null,
    pack_name: null,
    project_title: null,
    ...extra,
  });
  it('names the profile, the charge less the platform share, the pack and the project', async () => {
    signIn();
    server.use(
      http.get(`${API}/api/my_wallet`, () =>
        HttpResponse.json({ tat: 23, ttt: 0, coin_earned: 23, ttt_per_tat: 10, movements: [] }),
      ),
      http.get(`${API}/api/coin`, () =>
        HttpResponse.json({
          count: 7,
          results: [
            line(7, {
              kind: 'sale',
              amount: 23,
              memo: 'Unlocked profile #20',
              profile_id: 20,
              profile_name: 'John D.',
              mode: 'unlock',
              gross: 25,
              fee: 2,
            }),
            line(6, {
              kind: 'rent',
              amount: -13,
              memo: 'Rented profile #21',
              profile_name: 'Mia P.',
              mode: 'rent',
            }),
            line(5, {
              kind: 'purchase',
              amount: 500,
              memo: 'Bought 500 TAT by card',
              pack_name: 'TAT Growth Pack',
            }),
            line(4, { kind: 'convert_tat', amount: -5, memo: 'Converted 5 TAT to 50 TTT' }),
            line(3, {
              kind: 'project_award',
              amount: -250,
              memo: 'Escrow for project 20',
              project_title: 'Landing page',
            }),
            line(2, { kind: 'grant', amount: 100, memo: 'Demo TAT' }),
            // An old line without the new fields still reads, from its memo.
            {
              ...line(1, { kind: 'unlock', amount: -10, memo: 'Unlocked profile #4' }),
              profile_name: undefined,
            },
          ],
        }),
      ),
    );
    renderAt('/wallet');
    await pageHeading('Wallet');
    const table = await screen.findByRole('grid', { name: 'Movements' });
    const rows = await waitFor(() => {
      const found = within(table).getAllByRole('row').slice(1);
      expect(found).toHaveLength(7);
      return found;
    });
    const header = (row: HTMLElement) => within(row).getByRole('rowheader').textContent;
    expect(header(rows[0]!)).toBe('John D. unlocked (25 TAT less 2 TAT platform share)');
    expect(rows[0]!.textContent).toContain('+23 TAT');
    expect(rows[0]!.textContent).toContain('Sale');
    expect(header(rows[1]!)).toBe('Rented Mia P.');
    expect(header(rows[2]!)).toBe('Bought the TAT Growth Pack by card');
    expect(rows[2]!.textContent).toContain('TAT purchase');
    expect(header(rows[3]!)).toBe('Converted to TTT');
    expect(rows[3]!.textContent).toContain('TAT to TTT');
    expect(rows[3]!.textContent).not.toContain('convert_tat');
    expect(header(rows[4]!)).toBe('Held in escrow for "Landing page"');
    expect(rows[4]!.textContent).toContain('Escrow');
    expect(header(rows[5]!)).toBe('Demo TAT');
    expect(header(rows[6]!)).toBe('Unlocked profile #4');
    for (const row of rows.slice(0, 6)) expect(row.textContent).not.toMatch(/#\d/);
  });
});

describe('/wallet conversion replay', () => {
  it('shows a replayed conversion as already made, not as a new one', async () => {
    signIn();
    server.use(
      http.get(`${API}/api/my_wallet`, () =>
        HttpResponse.json({ tat: 10, ttt: 0, coin_earned: 0, ttt_per_tat: 10, movements: [] }),
      ),
      http.get(`${API}/api/coin`, () => HttpResponse.json({ count: 0, results: [] })),
      http.post(`${API}/api/convert_tat`, () =>
        HttpResponse.json({
          tat: 10,
          ttt: 0,
          coin_earned: 0,
          ttt_per_tat: 10,
          replayed: true,
          message: 'This conversion was already made; nothing was converted again.',
        }),
      ),
    );
    renderAt('/wallet');
    await pageHeading('Wallet');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Amount of TAT' }), '1');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(
      isShown(await screen.findByText('This conversion was already made; nothing was converted again.')),
    ).toBe(true);
  });
});

describe('/pages/tat-coins/purchase', () => {
  it('lists the TAT packs and my purchases', async () => {
    signIn();
    server.use(
      http.get(`${API}/api/my_wallet`, () =>
        HttpResponse.json({ tat: 5, ttt: 0, coin_earned: 0, ttt_per_tat: 10, movements: [] }),
      ),
      http.get(`${API}/api/tat_plans`, () =>
        HttpResponse.json({
          count: 2,
          results: [
            { id: 1, name: 'TAT Starter Pack', tat: 100, amount: 9.99, description: '100 TAT for unlocking' },
            { id: 2, name: 'TAT Growth Pack', tat: 500, amount: 39.99, description: '500 TAT' },
          ],
        }),
      ),
      http.get(`${API}/api/purchase_coins`, () =>
        HttpResponse.json({
          count: 1,
          results: [
            {
              id: 3,
              session_id: 'cs_1',
              status: 'paid',
              tat_plan: { id: 1, name: 'TAT Starter Pack', tat: 100, amount: 9.99, description: '' },
              tat: 100,
              amount: 9.99,
              provider: 'sandbox',
              created_at: '2026-11-20T09:30:00.000Z',
              completed_at: '2026-11-20T09:31:00.000Z',
            },
          ],
        }),
      ),
    );
    renderAt('/pages/tat-coins/purchase');
    await pageHeading('Purchase TAT');
    expect(
      isShown(
        await screen.findByText(
          'Your balance: 5 TAT. TAT unlocks, rents and buys profiles on the marketplace.',
        ),
      ),
    ).toBe(true);
    expect((await screen.findByRole('button', { name: 'Buy 100 TAT' })).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Buy 500 TAT' }).hasAttribute('disabled')).toBe(false);
    const grid = screen.getByRole('grid', { name: 'My TAT purchases' });
    await waitFor(() => expect(grid.textContent).toContain('paid'));
    expect(grid.textContent).toContain('$9.99');
  });
});
