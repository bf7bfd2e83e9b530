import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { STORAGE_KEYS, call, storage } from '@talent/api/client';
import type { EndpointResponse } from '@talent/api/contract';
import { planDisplayName } from '@talent/api/rules';
import { Inline, LinkButton, Spinner } from '@talent/ui';
import { useSession } from '../../app/session';
import { MiscPage } from '../misc/MiscPage';

type Payment = EndpointResponse<'getPayment'>;

/** How often and how long the success page asks while a Stripe webhook has not arrived yet. */
export const PENDING_POLL = { intervalMs: 1500, attempts: 8 };

type State =
  { phase: 'checking' } | { phase: 'done'; payment: Payment | null } | { phase: 'error'; message: string };

/**
 * /payment/{success|fail}/{subscription|token}: the card provider returns here with `?session_id=`.
 * The success page confirms the payment through GET api/payment/{id}; for a plan it then refreshes the
 * stored user so the top bar's plan label shows the active plan. The fail page says why when it can.
 */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { user, updateUser } = useSession();
  const { mutate } = useSWRConfig();
  const successPage = pathname.startsWith('/payment/success');
  const kind = pathname.endsWith('/token') ? 'token' : 'subscription';
  const sessionId = params.get('session_id');
  const signedIn = user !== null;
  const [state, setState] = useState<State>(() =>
    sessionId && signedIn ? { phase: 'checking' } : { phase: 'done', payment: null },
  );

  useEffect(() => {
    if (!sessionId || !signedIn) return;
    let stopped = false;
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    void (async () => {
      try {
        let payment = await call('getPayment', { params: { id: sessionId } });
        for (let i = 1; successPage && payment.status === 'pending' && i < PENDING_POLL.attempts; i++) {
          await wait(PENDING_POLL.intervalMs);
          if (stopped) return;
          payment = await call('getPayment', { params: { id: sessionId } });
        }
        if (stopped) return;
        if (payment.status === 'paid') {
          if (payment.kind === 'subscription') {
            // The plan chosen before verifying is bought: /check-out has nothing left to offer.
            storage.setSelectedPlan(null);
            const fresh = await call('getUserDetail');
            const current = storage.getUserData();
            if (!stopped && current) updateUser({ ...current, ...fresh, refreshToken: current.refreshToken });
          }
          // Balances, plans and lists read before the payment are stale now.
          void mutate(() => true);
        }
        if (payment.status !== 'pending') globalThis.localStorage?.removeItem(STORAGE_KEYS.paymentDetails);
        if (!stopped) setState({ phase: 'done', payment });
      } catch {
        if (!stopped) setState({ phase: 'error', message: 'We could not confirm this payment yet.' });
      }
    })();
    return () => {
      stopped = true;
    };
  }, [sessionId, signedIn, successPage, updateUser, mutate]);

  const retryHref = kind === 'token' ? '/pages/tat-coins/purchase' : '/pages/pricing';
  const what = kind === 'token' ? t('token purchase') : t('subscription');

  if (state.phase === 'checking') {
    return (
      <MiscPage
        icon="circle"
        title="Confirming your payment"
        description="Please wait while we confirm your payment."
      >
        <Inline justify="center">
          <Spinner label={t('Confirming your payment')} />
        </Inline>
      </MiscPage>
    );
  }

  const payment = state.phase === 'done' ? state.payment : null;
  const paid = payment ? payment.status === 'paid' : successPage;
  const pending = payment?.status === 'pending';

  if (pending) {
    return (
      <MiscPage
        icon="circle"
        title="Payment Processing"
        description="The card provider has not confirmed your payment yet. Refresh this page in a moment."
      />
    );
  }

  if (paid && state.phase !== 'error') {
    const description =
      payment?.kind === 'subscription' && payment.plan
        ? t('Thank you! Your plan {{plan}} is now active.', { plan: planDisplayName(payment.plan) })
        : payment?.kind === 'tat_pack' && payment.tat
          ? t('Thank you! {{tat}} TAT have been added to your wallet.', { tat: payment.tat })
          : t('Thank you! Your {{what}} payment has been received.', { what });
    return (
      <MiscPage icon="check" title="Payment Successful" description={description}>
        {signedIn ? (
          <Inline justify="center" gap="small">
            <LinkButton href={kind === 'token' ? '/wallet' : '/pages/pricing'} variant="solid">
              {kind === 'token' ? t('Go to Wallet') : t('View Plans')}
            </LinkButton>
          </Inline>
        ) : null}
      </MiscPage>
    );
  }

  const reason =
    state.phase === 'error'
      ? t(state.message)
      : payment?.status === 'cancelled'
        ? t('The checkout was cancelled. No money was taken.')
        : payment?.status === 'failed'
          ? t('The card was declined. No money was taken.')
          : t('Your {{what}} payment did not go through. No money was taken.', { what });
  return (
    <MiscPage
      title={state.phase === 'error' ? 'Payment Not Confirmed' : 'Payment Failed'}
      description={reason}
    >
      {signedIn ? (
        <Inline justify="center" gap="small">
          <LinkButton href={retryHref} variant="solid">
            {t('Try Again')}
          </LinkButton>
        </Inline>
      ) : null}
    </MiscPage>
  );
}
