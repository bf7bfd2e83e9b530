import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import type { Plan } from '@talent/api/contract';
import { Card, EmptyState, PricingGrid, Stack, featuresFromHtml, type PlanCardData } from '@talent/ui';
import { showAlert } from '../../app/alerts';
import { useSession } from '../../app/session';
import { CHECKOUT_TEXTS, CheckoutError, startCheckout } from '../payment/checkout';

/** A server plan as a card (spec 3 "Plan card": inside the portal the card shows the loginName). */
export function planCard(plan: Plan): PlanCardData {
  return {
    id: plan.id,
    name: plan.login_name || plan.name,
    price: plan.amount,
    tagline: plan.small_description,
    features: featuresFromHtml(plan.description),
  };
}

/**
 * /pages/pricing, "Choose Your Subscription" (spec 2.4 "Pricing page"): four plan cards (four skeleton cards
 * while loading), the current plan as Activated Plan, the free plan disabled, a spinner while checkout starts,
 * then the hosted (or sandbox) checkout.
 */
export default function PricingPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data, error, isLoading } = useEndpoint('listSubscription');
  const [pendingId, setPendingId] = useState<number | null>(null);
  const plans = (data?.results ?? []).map(planCard);
  const storedPlanId = user?.current_plan?.[0];
  const currentPlanId = data?.current_plan_id ?? (storedPlanId != null ? Number(storedPlanId) : null);

  async function choose(plan: PlanCardData) {
    if (plan.price === 0) {
      void showAlert({ title: 'Free Plan', message: CHECKOUT_TEXTS.free });
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
      {error && !data ? (
        // Spec 8: a failed plan list is not an alert; the page just has nothing to offer.
        <Card>
          <EmptyState title={t('No plans to show right now')} description={t('Please try again later.')} />
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
