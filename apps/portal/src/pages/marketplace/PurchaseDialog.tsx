import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, changedPrice, errorStatus, firstErrorMessage, useEndpoint } from '@talent/api/client';
import type { EndpointResponse, Profile } from '@talent/api/contract';
import { Alert, Button, Dialog, Inline, LinkButton, showToast, Stack } from '@talent/ui';
import { idempotencyKey } from '../wallet/format';
import * as css from './marketplace.css';
import { PLATFORM_FEE_PERCENT, priceFor, splitCharge, type PurchaseMode } from '@talent/api/rules';

export type PurchaseResult = EndpointResponse<'unlockResume'>;

const ENDPOINT = { unlock: 'unlockResume', rent: 'rentResume', buy: 'buyResume' } as const;
const TITLES = { unlock: 'Unlock Profile', rent: 'Rent Profile', buy: 'Buy Profile' } as const;
const CONFIRM = { unlock: 'Unlock', rent: 'Rent', buy: 'Buy' } as const;
const WHAT = {
  unlock: 'Unlocking gives you the full profile and its full pages for good.',
  rent: 'Renting gives you the full profile and its full pages for 30 days.',
  buy: 'Buying gives you the full profile for good and a private copy in your collection.',
} as const;

export interface PurchaseDialogProps {
  profile: Pick<Profile, 'id' | 'full_name' | 'resume_price'>;
  mode: PurchaseMode;
  onClose: () => void;
  onDone?: (result: PurchaseResult) => void;
}

/**
 * Confirms an unlock, rent or buy: the price, how it is split between the owner and the platform (the
 * ledger's rule, `splitCharge`), my balance and the balance after. Not enough TAT (402) and
 * the plan's daily limit (429) are shown in the dialog in red, with a way to buy TAT. The call carries the
 * price shown; when the owner changed it meanwhile (409 `price_changed`), nothing was charged: the dialog
 * shows the new price and the button confirms at that price.
 */
export function PurchaseDialog({ profile, mode, onClose, onDone }: PurchaseDialogProps) {
  const { t } = useTranslation();
  const wallet = useEndpoint('myWallet');
  const key = useMemo(() => idempotencyKey(), []);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; status?: number } | null>(null);
  /** The current price the server answered with a 409 price_changed; it replaces the listed one. */
  const [changed, setChanged] = useState<number | null>(null);
  const price = changed ?? priceFor(mode, profile.resume_price ?? 0);
  // The same split the server's ledger posts: the owner's part and the platform's share.
  const split = splitCharge(price);
  const balance = wallet.data?.tat;
  const after = balance === undefined ? undefined : balance - price;
  const short = after !== undefined && after < 0;

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      const result = await call(ENDPOINT[mode], {
        params: { uid: profile.id },
        body: { idempotency_key: key, price },
      });
      showToast({ title: result.message, tone: 'positive' });
      onDone?.(result);
      onClose();
    } catch (err) {
      const status = errorStatus(err);
      const current = changedPrice(err);
      if (current !== undefined) {
        setChanged(current);
        setError({
          message: t(
            'The price changed to {{price}} TAT. Nothing was charged; confirm to continue at the new price.',
            {
              price: current,
            },
          ),
          status,
        });
        return;
      }
      setError({ message: firstErrorMessage(err, t('Something went wrong')), status });
    } finally {
      setPending(false);
    }
  }

  const needTat = short || error?.status === 402;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={t(TITLES[mode])}
      footer={(close) => (
        <Inline justify="end" gap="small">
          <Button variant="soft" tone="neutral" onPress={close} isDisabled={pending}>
            {t('Cancel')}
          </Button>
          <Button onPress={() => void confirm()} isPending={pending} isDisabled={short || wallet.isLoading}>
            {t('{{action}} for {{price}} TAT', { action: t(CONFIRM[mode]), price })}
          </Button>
        </Inline>
      )}
    >
      <Stack gap="medium">
        <p>
          <strong>
            <bdi>{profile.full_name}</bdi>
          </strong>
          : {t(WHAT[mode])}
        </p>
        <dl className={css.facts} aria-label={t('Price and balance')}>
          <dt className={css.factLabel}>{t('Price')}</dt>
          <dd className={css.factValue} data-testid="purchase-price">
            {price} TAT
          </dd>
          <dt className={css.factLabel}>{t('The owner receives')}</dt>
          <dd className={`${css.factValue} ${css.split}`} data-testid="purchase-owner">
            {split.owner} TAT
          </dd>
          <dt className={css.factLabel}>
            {t('Platform share ({{percent}}%)', { percent: PLATFORM_FEE_PERCENT })}
          </dt>
          <dd className={`${css.factValue} ${css.split}`} data-testid="purchase-platform">
            {split.platform} TAT
          </dd>
          <dt className={css.factLabel}>{t('Your balance')}</dt>
          <dd className={css.factValue} data-testid="purchase-balance">
            {balance === undefined ? (wallet.error ? t('unavailable') : '…') : `${balance} TAT`}
          </dd>
          <dt className={css.factLabel}>{t('Balance after')}</dt>
          <dd className={`${css.factValue} ${css.after}`} data-testid="purchase-after">
            {after === undefined ? '…' : `${after} TAT`}
          </dd>
        </dl>
        {short && !error ? (
          <Alert>
            {t('Not enough TAT: this needs {{price}} TAT and your balance is {{balance}} TAT.', {
              price,
              balance,
            })}
          </Alert>
        ) : null}
        {error ? (
          <Alert>
            {error.status === 429 ? `${t('Daily limit reached.')} ` : ''}
            {error.message}
          </Alert>
        ) : null}
        {needTat ? (
          <Inline>
            <LinkButton href="/pages/tat-coins/purchase" variant="soft">
              {t('Purchase TAT')}
            </LinkButton>
          </Inline>
        ) : null}
      </Stack>
    </Dialog>
  );
}
