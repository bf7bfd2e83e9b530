import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { storage } from '@talent/api/client';
import type { Plan } from '@talent/api/contract';
import { browser } from '../src/pages/payment/checkout';
import { DAILY_MESSAGE_LIMITS, OPEN_JOB_LIMITS, PLAN_PERIOD_DAYS } from '@talent/api/rules';
import { i18n } from '../src/app/i18n';
import { planCard } from '../src/pages/pricing/PricingPage';
import { API, pageHeading, recruiter, renderAt, signIn } from './marketplace-render';
import { isShown } from './shown';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function plan(id: number, login: string, amount: number): Plan {
  return {
    id,
    name: `Brand ${login}`,
    home_name: `Home ${login}`,
    login_name: login,
    amount,
    description: `<ul><li>${id * 50} profile uploads per day</li><li>Feature &amp; more</li></ul>`,
    small_description: `${login} tagline`,
    tier: id,
    color: 'green',
    daily_upload_limit: id * 50,
    daily_view_limit: id * 40,
    can_resell: id === 4,
  };
}
/** Holds a mocked answer until the test has seen the state before it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const PLANS = [
  plan(1, 'TAT Kickstart', 0),
  plan(2, 'TAT Momentum', 7.99),
  plan(3, 'TAT Velocity', 12.99),
  plan(4, 'TAT Infinity', 19.99),
];

describe('plan cards', () => {
  it('use the one display name, the tagline and what the plan allows from the shared plan rules', () => {
    expect(planCard(PLANS[1]!, i18n.t)).toEqual({
      id: 2,
      name: 'TAT Momentum',
      price: 7.99,
      tagline: 'TAT Momentum tagline',
      features: [
        '100 profile uploads per day',
        'View, rent or buy 80 public profiles per day',
        'Publish your profiles on the marketplace for TAT',
        `Up to ${OPEN_JOB_LIMITS[2]} open jobs`,
        `${DAILY_MESSAGE_LIMITS[2]} e-mail and SMS messages per day`,
        `Runs ${PLAN_PERIOD_DAYS} days from the payment`,
      ],
    });
    // The top tier resells and has no upload or job limit; a free plan has no payment period.
    const infinity = planCard(PLANS[3]!, i18n.t).features;
    expect(infinity).toContain('Resell bought profiles repeatedly');
    expect(infinity).toContain('Unlimited profile uploads');
    expect(infinity).toContain('Unlimited open jobs');
    expect(planCard(PLANS[0]!, i18n.t).features.join(' ')).not.toMatch(/Resell|Runs \d+ days/);
  });
});

describe('/pages/pricing', () => {
  it('shows 4 skeleton cards while loading, then the plans with the current one activated', async () => {
    signIn({ current_plan: [2, 'Brand TAT Momentum'] });
    const plans = gate();
    server.use(
      http.get(`${API}/api/subscription`, async () => {
        await plans.opened;
        return HttpResponse.json({ count: 4, results: PLANS, current_plan_id: 2 });
      }),
    );
    renderAt('/pages/pricing');
    await pageHeading('Choose Your Subscription');
    const loading = await screen.findByRole('status', { name: 'Loading plans' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.children).toHaveLength(4);
    plans.open();
    const momentum = await screen.findByRole('region', { name: 'TAT Momentum' });
    expect(within(momentum).getByRole('button', { name: 'Activated Plan' }).hasAttribute('disabled')).toBe(
      true,
    );
    const free = screen.getByRole('region', { name: 'TAT Kickstart' });
    expect(within(free).getByRole('button', { name: 'Free Plan' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('region', { name: 'TAT Velocity' }).textContent).toContain('$12.99');
  });

  it('refreshes the stored user when the server knows a newer plan, so the top bar label follows', async () => {
    signIn({ current_plan: null });
    const detail = gate();
    server.use(
      http.get(`${API}/api/subscription`, () =>
        HttpResponse.json({ count: 4, results: PLANS, current_plan_id: 3 }),
      ),
      http.get(`${API}/api/user_detail`, async () => {
        await detail.opened;
        return HttpResponse.json({
          ...recruiter({ current_plan: [3, 'Brand TAT Velocity'] }),
          refreshToken: '',
        });
      }),
    );
    renderAt('/pages/pricing');
    await pageHeading('Choose Your Subscription');
    expect(isShown(await screen.findByRole('link', { name: 'Current plan: no Plan' }))).toBe(true);
    detail.open();
    expect(isShown(await screen.findByRole('link', { name: 'Current plan: Brand TAT Velocity' }))).toBe(true);
    expect(storage.getUserData()?.current_plan).toEqual([3, 'Brand TAT Velocity']);
    expect(storage.getUserData()?.refreshToken).toBe('r1');
  });

  it('starts checkout: saves payment details, then sends the browser to the checkout URL', async () => {
    signIn();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const bodies: unknown[] = [];
    // The payment call is held until the test has seen the pending state, then released.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get(`${API}/api/subscription`, () =>
        HttpResponse.json({ count: 4, results: PLANS, current_plan_id: null }),
      ),
      http.post(`${API}/api/payment`, async ({ request }) => {
        bodies.push(await request.json());
        await held;
        return HttpResponse.json({
          sessionId: 'cs_sandbox_1',
          url: 'http://portal.test/api/payment/sandbox/cs_sandbox_1',
          provider: 'sandbox',
          publishableKey: null,
        });
      }),
    );
    renderAt('/pages/pricing');
    await pageHeading('Choose Your Subscription');
    const velocity = await screen.findByRole('region', { name: 'TAT Velocity' });
    const user = userEvent.setup();
    await user.click(within(velocity).getByRole('button', { name: 'Choose Plan' }));
    // The spinner: the button is pending while checkout starts, the other plans wait.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'TAT Infinity' }))
          .getByRole('button', { name: 'Choose Plan' })
          .hasAttribute('disabled'),
      ).toBe(true),
    );
    expect(assign).not.toHaveBeenCalled();
    release();
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://portal.test/api/payment/sandbox/cs_sandbox_1'),
    );
    expect(bodies).toEqual([
      { subscription: 3, success: '/payment/success/subscription', fail: '/payment/fail/subscription' },
    ]);
    expect(storage.getPaymentDetails()).toEqual({
      subscription: 3,
      success: '/payment/success/subscription',
      fail: '/payment/fail/subscription',
    });
  });

  it('alerts "Failed to initiate checkout." without a sessionId, and shows the server message otherwise', async () => {
    signIn();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let answer: 'empty' | 'free' = 'empty';
    server.use(
      http.get(`${API}/api/subscription`, () =>
        HttpResponse.json({ count: 4, results: PLANS, current_plan_id: null }),
      ),
      http.post(`${API}/api/payment`, () =>
        answer === 'empty'
          ? HttpResponse.json({ sessionId: '', url: '', provider: 'sandbox', publishableKey: null })
          : HttpResponse.json(
              { message: 'This plan is free. No checkout required.', code: 'free_plan' },
              { status: 400 },
            ),
      ),
    );
    renderAt('/pages/pricing');
    await pageHeading('Choose Your Subscription');
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('region', { name: 'TAT Momentum' })).getByRole('button', {
        name: 'Choose Plan',
      }),
    );
    let alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Failed to initiate checkout.');
    expect(storage.getPaymentDetails()).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    answer = 'free';
    await user.click(
      within(screen.getByRole('region', { name: 'TAT Momentum' })).getByRole('button', {
        name: 'Choose Plan',
      }),
    );
    alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('This plan is free. No checkout required.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says card payments are not configured and starts no checkout when the server has none', async () => {
    signIn();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const posted = vi.fn();
    server.use(
      http.get(`${API}/api/subscription`, () =>
        HttpResponse.json({ count: 4, results: PLANS, current_plan_id: null, card_payments: null }),
      ),
      http.post(`${API}/api/payment`, () => {
        posted();
        return HttpResponse.json(
          { message: 'Card payments are not configured on this server.', code: 'payments_not_configured' },
          { status: 503 },
        );
      }),
    );
    renderAt('/pages/pricing');
    await pageHeading('Choose Your Subscription');
    const notice = await screen.findByTestId('payments-off');
    expect(notice.textContent).toBe(
      'Card payments are not configured on this server, so paid plans cannot be bought right now.',
    );
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('region', { name: 'TAT Momentum' })).getByRole('button', {
        name: 'Choose Plan',
      }),
    );
    // Alerts queue app-wide: one an earlier test of this file left is dismissed first.
    let alert = await screen.findByRole('alertdialog');
    for (let i = 0; i < 3 && !alert.textContent?.includes('Card payments'); i += 1) {
      await user.click(within(alert).getByRole('button', { name: 'OK' }));
      alert = await screen.findByRole('alertdialog');
    }
    expect(alert.textContent).toContain('Card payments are not configured on this server');
    expect(posted).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
