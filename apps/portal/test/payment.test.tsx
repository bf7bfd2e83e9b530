import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { storage } from '@talent/api/client';
import type { Payment } from '@talent/api/contract';
import { API, recruiter, renderAt, signIn } from './marketplace-render';
import { isShown } from './shown';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function payment(extra: Partial<Payment>): Payment {
  return {
    id: 1,
    session_id: 'cs_1',
    kind: 'subscription',
    status: 'paid',
    provider: 'sandbox',
    amount: 12.99,
    plan: {
      id: 3,
      name: 'Pro Pulse / TAT Velocity',
      home_name: 'Pro Pulse',
      login_name: 'TAT Velocity',
      amount: 12.99,
      description: '',
      small_description: '',
      tier: 3,
      color: 'purple',
      daily_upload_limit: 200,
      daily_view_limit: 160,
      can_resell: false,
    },
    tat: null,
    success_url: '/payment/success/subscription',
    fail_url: '/payment/fail/subscription',
    created_at: '2026-11-20T09:30:00.000Z',
    completed_at: '2026-11-20T09:31:00.000Z',
    ...extra,
  };
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });

describe('/payment/success|fail pages', () => {
  it('confirms a plan payment and refreshes the stored user so the top bar shows the plan', async () => {
    signIn({ current_plan: null });
    storage.setPaymentDetails({
      subscription: 3,
      success: '/payment/success/subscription',
      fail: '/payment/fail/subscription',
    });
    // Chosen before verifying (issue 25): bought now, so /check-out has nothing left to offer.
    storage.setSelectedPlan(3);
    const asked: string[] = [];
    server.use(
      http.get(`${API}/api/payment/:id`, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(payment({}));
      }),
      http.get(`${API}/api/user_detail`, () =>
        HttpResponse.json({
          ...recruiter({ current_plan: [3, 'Pro Pulse / TAT Velocity'] }),
          refreshToken: '',
        }),
      ),
    );
    renderAt('/payment/success/subscription?session_id=cs_1');
    await heading('Payment Successful');
    expect(isShown(await screen.findByText('Thank you! Your plan TAT Velocity is now active.'))).toBe(true);
    expect(asked).toEqual(['cs_1']);
    await waitFor(() => expect(storage.getUserData()?.current_plan).toEqual([3, 'Pro Pulse / TAT Velocity']));
    // The rotated refresh token is kept, not the empty one of user_detail.
    expect(storage.getUserData()?.refreshToken).toBe('r1');
    expect(storage.getPaymentDetails()).toBeNull();
    expect(storage.getSelectedPlan()).toBeNull();
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pages/pricing');
  });

  it('confirms a TAT pack payment', async () => {
    signIn();
    server.use(
      http.get(`${API}/api/payment/:id`, () =>
        HttpResponse.json(payment({ kind: 'tat_pack', plan: null, tat: 500 })),
      ),
    );
    renderAt('/payment/success/token?session_id=cs_2');
    await heading('Payment Successful');
    expect(isShown(await screen.findByText('Thank you! 500 TAT have been added to your wallet.'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to Wallet' }).getAttribute('href')).toBe('/wallet');
  });

  it('says a success page whose payment was declined failed', async () => {
    signIn();
    server.use(http.get(`${API}/api/payment/:id`, () => HttpResponse.json(payment({ status: 'failed' }))));
    renderAt('/payment/success/subscription?session_id=cs_3');
    await heading('Payment Failed');
    expect(isShown(await screen.findByText('The card was declined. No money was taken.'))).toBe(true);
  });

  it('shows why a checkout failed and offers to try again', async () => {
    signIn();
    server.use(
      http.get(`${API}/api/payment/:id`, () =>
        HttpResponse.json(payment({ status: 'cancelled', kind: 'tat_pack', plan: null, tat: 100 })),
      ),
    );
    renderAt('/payment/fail/token?session_id=cs_4');
    await heading('Payment Failed');
    expect(isShown(await screen.findByText('The checkout was cancelled. No money was taken.'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(
      '/pages/tat-coins/purchase',
    );
  });

  it('is public: a visitor sees the result without a call', async () => {
    renderAt('/payment/fail/subscription');
    await heading('Payment Failed');
    expect(
      isShown(screen.getByText('Your subscription payment did not go through. No money was taken.')),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });
});
