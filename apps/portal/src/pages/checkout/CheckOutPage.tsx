import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useNumberFormatter } from 'react-aria';
import { storage, useEndpoint } from '@talent/api/client';
import type { Plan } from '@talent/api/contract';
import { planDisplayName } from '@talent/api/rules';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Inline,
  LinkButton,
  toneForTier,
  PlanCard,
  priceFormat,
  Skeleton,
  Stack,
} from '@talent/ui';
import { showAlert } from '../../app/alerts';
import { useSession } from '../../app/session';
import { PROFILE_PATH } from '../../routes/table';
import { CHECKOUT_TEXTS, CheckoutError, startCheckout } from '../payment/checkout';
import { planIncludes } from '../pricing/planIncludes';
import * as css from './checkout.css';

/**
 * /check-out (blank layout): where a recruiter lands right after verifying the e-mail with a plan chosen
 * on the pricing page (spec 000 section 4). It shows the order summary (plan, monthly price, what the plan
 * allows from the shared plan rules) and a pay button that starts the spec's payment flow (create the
 * session, save payment_details, go to the hosted or sandbox checkout). Without a stored plan the recruiter
 * goes to /profile, as after a verification without one.
 */
export default function CheckOutPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [selectedId] = useState(() => storage.getSelectedPlan());
  const { data, error, isLoading, mutate } = useEndpoint('listSubscription');
  const [isPending, setPending] = useState(false);

  if (selectedId === null) return <Navigate to={PROFILE_PATH} replace />;
  // Paying comes after verifying; the pricing page offers the verification and keeps the chosen plan.
  if (user && !user.is_email_verified) return <Navigate to="/pages/pricing" replace />;

  const plan = data?.results.find((p) => String(p.id) === selectedId);
  const storedPlanId = user?.current_plan?.[0];
  const currentPlanId = data?.current_plan_id ?? (storedPlanId != null ? Number(storedPlanId) : null);
  const paymentsOff = data?.card_payments === null;

  async function pay(chosen: Plan) {
    if (chosen.amount === 0) {
      void showAlert({ title: 'Free Plan', message: CHECKOUT_TEXTS.free });
      return;
    }
    setPending(true);
    try {
      await startCheckout('subscription', chosen.id);
      // The browser is leaving for the checkout page; keep the spinner.
    } catch (err) {
      setPending(false);
      const message = err instanceof CheckoutError ? err.message : CHECKOUT_TEXTS.noSession;
      void showAlert({ title: 'Checkout', message, tone: 'critical' });
    }
  }

  /** "Not now": the plan is forgotten, so the next verification or visit does not come back here. */
  function skip() {
    storage.setSelectedPlan(null);
  }

  let body;
  if (isLoading && !data) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('Loading your order')} className={css.summary}>
        <Skeleton height={320} />
      </div>
    );
  } else if (error && !data) {
    body = (
      <Card>
        <EmptyState
          kind="error"
          title={t('We could not load your order')}
          description={t('Please try again.')}
          action={<Button onPress={() => void mutate()}>{t('Try again')}</Button>}
        />
      </Card>
    );
  } else if (!plan) {
    body = (
      <Card>
        <EmptyState
          kind="plans"
          title={t('This plan is no longer offered')}
          description={t('Please choose another plan.')}
          action={<LinkButton href="/pages/pricing">{t('Choose another plan')}</LinkButton>}
        />
      </Card>
    );
  } else if (currentPlanId === plan.id) {
    body = (
      <Card>
        <EmptyState
          kind="done"
          title={t('This plan is already active')}
          description={planDisplayName(plan)}
          action={
            <LinkButton href="/dashboard" onPress={skip}>
              {t('Go to dashboard')}
            </LinkButton>
          }
        />
      </Card>
    );
  } else {
    body = (
      <OrderSummary
        plan={plan}
        isPending={isPending}
        paymentsOff={paymentsOff}
        onPay={() => void pay(plan)}
      />
    );
  }

  return (
    <Stack gap="large" className={css.page}>
      <Stack gap="small">
        <h1 className={css.heading}>{t('Check Out')}</h1>
        <p>{t('Review your plan, then pay by card to activate it.')}</p>
      </Stack>
      {paymentsOff ? (
        <Alert tone="caution" data-testid="payments-off">
          {t('Card payments are not configured on this server, so paid plans cannot be bought right now.')}
        </Alert>
      ) : null}
      {body}
      <Inline gap="small" className={css.links}>
        <LinkButton href="/pages/pricing" variant="ghost" tone="neutral">
          {t('Choose another plan')}
        </LinkButton>
        <LinkButton href={PROFILE_PATH} variant="ghost" tone="neutral" onPress={skip}>
          {t('Not now')}
        </LinkButton>
      </Inline>
    </Stack>
  );
}

function OrderSummary({
  plan,
  isPending,
  paymentsOff,
  onPay,
}: {
  plan: Plan;
  isPending: boolean;
  paymentsOff: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  const price = useNumberFormatter(priceFormat(plan.amount));
  const name = planDisplayName(plan);
  const total = price.format(plan.amount);
  return (
    <div className={css.summary}>
      <PlanCard
        plan={{
          id: plan.id,
          name,
          price: plan.amount,
          tagline: plan.small_description,
          features: planIncludes(plan, t),
          buttonLabel: t('Pay {{amount}}', { amount: total }),
        }}
        tone={toneForTier(plan.tier - 1)}
        isPending={isPending}
        isBusy={paymentsOff}
        onSelect={onPay}
        labels={{ free: t('Free Plan'), perMonth: t('/month') }}
      />
      <dl className={css.totals} aria-label={t('Order summary')}>
        <dt>{t('Plan')}</dt>
        <dd>{name}</dd>
        <dt>{t('Billed')}</dt>
        <dd>{t('Monthly, by card')}</dd>
        <dt>{t('Due today')}</dt>
        <dd data-testid="due-today">{total}</dd>
      </dl>
    </div>
  );
}
