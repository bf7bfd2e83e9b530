import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { storage } from '@talent/api/client';
import { plansFixture } from '@talent/api/msw';
import { browser } from '../src/pages/payment/checkout';
import { API, pageHeading, renderAt, signIn } from './marketplace-render';
import { isShown } from './shown';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** A recruiter right after sign-up: e-mail not verified, company profile not filled in. */
const newRecruiter = () => signIn({ is_email_verified: false, about_company_statement: null });

function plansAnswer(extra: Record<string, unknown> = {}) {
  return http.get(`${API}/api/subscription`, () =>
    HttpResponse.json({ count: 4, results: plansFixture, current_plan_id: null, ...extra }),
  );
}

function sandboxPayment(bodies: unknown[]) {
  return http.post(`${API}/api/payment`, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({
      sessionId: 'cs_sandbox_9',
      url: 'http://portal.test/api/payment/sandbox/cs_sandbox_9',
      provider: 'sandbox',
      publishableKey: null,
    });
  });
}

describe('checkout after sign-up (issue 25)', () => {
  it('stores a plan chosen before verifying, then verifying leads to the order summary and its pay button', async () => {
    newRecruiter();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const bodies: unknown[] = [];
    server.use(
      plansAnswer(),
      sandboxPayment(bodies),
      http.post(`${API}/api/email_verified/`, () =>
        HttpResponse.json({ message: 'Verified', is_email_verified: true }),
      ),
    );
    const router = renderAt('/pages/pricing');
    // Not forced to /profile and not blurred: the plans can be chosen before verifying.
    await pageHeading('Choose Your Subscription');
    const notice = screen.getByRole('region', { name: 'Verify Email' });
    expect(notice.textContent).toContain('checkout follows as soon as your e-mail address is verified');
    const user = userEvent.setup();
    const momentum = await screen.findByRole('region', { name: 'TAT Momentum' });
    await user.click(within(momentum).getByRole('button', { name: 'Choose Plan' }));
    expect(storage.getSelectedPlan()).toBe('2');
    // No checkout yet: the verification dialog opened instead.
    expect(bodies).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Email' });
    await user.type(within(dialog).getByLabelText(/Verification code/), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/check-out'));
    await pageHeading('Check Out');
    const summary = await screen.findByRole('region', { name: 'TAT Momentum' });
    // What the plan allows comes from the shared plan rules (PLAN_LIMITS, OPEN_JOB_LIMITS).
    const includes = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(includes).toEqual([
      '100 profile uploads per day',
      'View, rent or buy 80 public profiles per day',
      'Publish your profiles on the marketplace for TAT',
      'Up to 10 open jobs',
      '300 e-mail and SMS messages per day',
      'Runs 30 days from the payment',
    ]);
    expect(screen.getByTestId('due-today').textContent).toBe('$7.99');
    await user.click(within(summary).getByRole('button', { name: 'Pay $7.99' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://portal.test/api/payment/sandbox/cs_sandbox_9'),
    );
    expect(bodies).toEqual([
      { subscription: 2, success: '/payment/success/subscription', fail: '/payment/fail/subscription' },
    ]);
    expect(storage.getPaymentDetails()).toEqual({
      subscription: 2,
      success: '/payment/success/subscription',
      fail: '/payment/fail/subscription',
    });
  });

  it('lists resale and unlimited uploads for the top plan', async () => {
    signIn();
    storage.setSelectedPlan(4);
    server.use(plansAnswer());
    renderAt('/check-out');
    const summary = await screen.findByRole('region', { name: 'TAT Infinity' });
    const includes = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(includes).toEqual([
      'Unlimited profile uploads',
      'View, rent or buy 500 public profiles per day',
      'Publish your profiles on the marketplace for TAT',
      'Resell bought profiles repeatedly',
      'Unlimited open jobs',
      '5000 e-mail and SMS messages per day',
      'Runs 30 days from the payment',
    ]);
  });

  it('sends a recruiter without a stored plan from /check-out to /profile', async () => {
    signIn();
    server.use(
      plansAnswer(),
      http.get(`${API}/api/*`, () => HttpResponse.json({ count: 0, results: [] })),
    );
    const router = renderAt('/check-out');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('"Not now" forgets the plan and goes to /profile', async () => {
    signIn();
    storage.setSelectedPlan(3);
    server.use(
      plansAnswer(),
      http.get(`${API}/api/*`, () => HttpResponse.json({ count: 0, results: [] })),
    );
    const router = renderAt('/check-out');
    await screen.findByRole('region', { name: 'TAT Velocity' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Not now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(storage.getSelectedPlan()).toBeNull();
  });

  it('alerts the server message when checkout cannot start, and keeps the pay button usable', async () => {
    signIn();
    storage.setSelectedPlan(2);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.use(
      plansAnswer(),
      http.post(`${API}/api/payment`, () =>
        HttpResponse.json({ sessionId: '', url: '', provider: 'sandbox', publishableKey: null }),
      ),
    );
    renderAt('/check-out');
    const summary = await screen.findByRole('region', { name: 'TAT Momentum' });
    const user = userEvent.setup();
    await user.click(within(summary).getByRole('button', { name: 'Pay $7.99' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Failed to initiate checkout.');
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(within(summary).getByRole('button', { name: 'Pay $7.99' }).hasAttribute('disabled')).toBe(false);
  });

  it('says when card payments are off and does not offer to pay', async () => {
    signIn();
    storage.setSelectedPlan(2);
    server.use(plansAnswer({ card_payments: null }));
    renderAt('/check-out');
    const summary = await screen.findByRole('region', { name: 'TAT Momentum' });
    expect(isShown(screen.getByTestId('payments-off'))).toBe(true);
    expect(within(summary).getByRole('button', { name: 'Pay $7.99' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows an error with a retry when the plans cannot be loaded', async () => {
    signIn();
    storage.setSelectedPlan(2);
    let fail = true;
    server.use(
      http.get(`${API}/api/subscription`, () =>
        fail
          ? HttpResponse.json({ message: 'Down' }, { status: 500 })
          : HttpResponse.json({ count: 4, results: plansFixture, current_plan_id: null }),
      ),
    );
    renderAt('/check-out');
    expect((await screen.findByRole('heading', { name: 'We could not load your order' })).textContent).toBe(
      'We could not load your order',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('due-today')).textContent).toBe('$7.99');
  });
});
