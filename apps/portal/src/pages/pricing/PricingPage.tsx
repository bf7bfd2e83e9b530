import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, storage, useEndpoint } from '@talent/api/client';
import { Alert, Card, EmptyState, PricingGrid, Stack, type PlanCardData } from '@talent/ui';
import { showAlert } from '../../app/alerts';
import { useSession } from '../../app/session';
import { useEmailVerification } from '../../verify/EmailVerification';
import { CHECKOUT_TEXTS, CheckoutError, startCheckout } from '../payment/checkout';
import { planCard } from './planIncludes';

export { planCard };

/**
 * /pages/pricing, "Choose Your Subscription" (spec 2.4 "Pricing page"): four plan cards (four skeleton cards
 * while loading), the current plan as Activated Plan, the free plan disabled, a spinner while checkout starts,
 * then the hosted (or sandbox) checkout. A server without Stripe or the sandbox (`card_payments: null`) says
 * so above the plans, and choosing a paid plan explains it instead of starting a checkout (which would
 * answer 503 payments_not_configured). Before the e-mail is verified, choosing a paid plan stores it
 * (`selected_plan`) and opens the verification dialog; verifying then leads to /check-out (issue 25).
 */
export default function PricingPage() {
  const { t } = useTranslation();
  const { user, updateUser } = useSession();
  const { data, error, isLoading } = useEndpoint('listSubscription');
  const [pendingId, setPendingId] = useState<number | null>(null);
  const verification = useEmailVerification();
  const plans = (data?.results ?? []).map((p) => planCard(p, t));
  const paymentsOff = data?.card_payments === null;
  const offText = t(
    'Card payments are not configured on this server, so paid plans cannot be bought right now.',
  );
  const storedPlanId = user?.current_plan?.[0];
  const currentPlanId = data?.current_plan_id ?? (storedPlanId != null ? Number(storedPlanId) : null);

  // The server knows the active plan (a Stripe webhook may land after the success page): when the stored
  // user disagrees, refresh it so the top bar's plan label follows.
  const serverPlanId = data ? data.current_plan_id : undefined;
  const storedId = storedPlanId != null ? Number(storedPlanId) : null;
  useEffect(() => {
    if (serverPlanId === undefined || serverPlanId === storedId) return;
    let stopped = false;
    call('getUserDetail')
      .then((fresh) => {
        const current = storage.getUserData();
        if (!stopped && current) updateUser({ ...current, ...fresh, refreshToken: current.refreshToken });
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [serverPlanId, storedId, updateUser]);

  async function choose(plan: PlanCardData) {
    if (plan.price === 0) {
      void showAlert({ title: 'Free Plan', message: CHECKOUT_TEXTS.free });
      return;
    }
    if (paymentsOff) {
      void showAlert({ title: 'Checkout', message: offText, tone: 'critical' });
      return;
    }
    if (!verification.isVerified) {
      // Before verifying: remember the plan; verifying sends the recruiter to /check-out (spec 4).
      storage.setSelectedPlan(plan.id);
      verification.requestVerification();
      return;
    }
    setPendingId(Number(plan.id));
    try {
      await startCheckout('subscription', Number(plan.id));
      // The browser is leaving for the checkout page; keep the spinner.
    } catch (err) {
      setPendingId(null);
      const message = err instanceof CheckoutError ? err.message : CHECKOUT_TEXTS.noSession;
      void showAlert({ title: 'Checkout', message, tone: 'critical' });
    }
  }

  return (
    <Stack gap="large">
      <Stack gap="small">
        <h1>{t('Choose Your Subscription')}</h1>
        <p>{t('Pick the plan that fits your hiring. Paid plans are billed monthly by card.')}</p>
      </Stack>
      {paymentsOff ? (
        <Alert tone="caution" data-testid="payments-off">
          {offText}
        </Alert>
      ) : null}
      {error && !data ? (
        // Spec 8: a failed plan list is not an alert; the page just has nothing to offer.
        <Card>
          <EmptyState
            kind="plans"
            title={t('No plans to show right now')}
            description={t('Please try again later.')}
          />
        </Card>
      ) : (
        <PricingGrid
          plans={plans}
          isLoading={isLoading}
          currentPlanId={currentPlanId}
          pendingPlanId={pendingId}
          onSelect={(plan) => void choose(plan)}
          labels={{
            loading: t('Loading plans'),
            activated: t('Activated Plan'),
            choose: t('Choose Plan'),
            free: t('Free Plan'),
            perMonth: t('/month'),
          }}
        />
      )}
    </Stack>
  );
}
