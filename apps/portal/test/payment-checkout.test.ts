import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient, storage } from '@talent/api/client';
import { browser, CheckoutError, returnUrls, startCheckout } from '../src/pages/payment/checkout';

const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js', () => ({ loadStripe }));

const API = 'http://checkout.test';
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApiClient({ adapter: 'fetch', baseURL: API });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  loadStripe.mockReset();
});
afterAll(() => server.close());

const stripeAnswer = {
  sessionId: 'cs_live_1',
  url: 'https://checkout.stripe.com/c/pay/cs_live_1',
  provider: 'stripe',
  publishableKey: 'pk_test_1',
};

describe('startCheckout', () => {
  it('posts the pack and return pages, saves payment_details, and goes to the Stripe hosted page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    loadStripe.mockResolvedValue({});
    let body: unknown;
    server.use(
      http.post(`${API}/api/purchase_coins`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(stripeAnswer);
      }),
    );
    await startCheckout('token', 2);
    expect(body).toEqual({ tat_plan: 2, success: '/payment/success/token', fail: '/payment/fail/token' });
    expect(storage.getPaymentDetails()).toEqual({ subscription: 2, ...returnUrls('token') });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_live_1');
  });

  it('reports a provider that cannot load, and an answer without sessionId', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    loadStripe.mockResolvedValue(null);
    let answer: Record<string, string> = stripeAnswer;
    server.use(http.post(`${API}/api/payment`, () => HttpResponse.json(answer)));
    await expect(startCheckout('subscription', 3)).rejects.toThrow(
      new CheckoutError('Stripe could not be loaded.'),
    );
    answer = { ...stripeAnswer, sessionId: '' };
    localStorage.clear();
    await expect(startCheckout('subscription', 3)).rejects.toThrow('Failed to initiate checkout.');
    expect(storage.getPaymentDetails()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
