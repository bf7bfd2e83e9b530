import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, firstErrorMessage, useEndpoint } from '@talent/api/client';
import { TTT_PER_TAT } from '@talent/api/rules';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import {
  Alert,
  Button,
  Card,
  DataTable,
  Form,
  Inline,
  LinkButton,
  Radio,
  RadioGroup,
  showToast,
  Stack,
  StatCard,
  TextField,
} from '@talent/ui';
import { idempotencyKey } from './format';
import * as css from './wallet.css';
import { useFormats } from '../common/useFormats';
import { useMovementColumns } from './movementColumns';

type Direction = 'tat' | 'ttt';

/** What a conversion gives, or the reason it cannot run (1 TAT = 10 TTT; TTT in multiples of 10). */
export function conversionPreview(
  direction: Direction,
  raw: string,
  balances: { tat: number; ttt: number } | undefined,
  rate = TTT_PER_TAT,
): { ok: true; gives: number; currency: 'TAT' | 'TTT' } | { ok: false; reason: string | null } {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: null };
  if (!/^\d+$/.test(text)) return { ok: false, reason: 'The amount is a whole number.' };
  const amount = Number(text);
  if (amount < 1) return { ok: false, reason: 'The amount is at least 1.' };
  if (direction === 'tat') {
    if (balances && amount > balances.tat)
      return { ok: false, reason: `Not enough TAT: your balance is ${balances.tat} TAT.` };
    return { ok: true, gives: amount * rate, currency: 'TTT' };
  }
  if (amount % rate !== 0) return { ok: false, reason: `TTT converts in multiples of ${rate}.` };
  if (balances && amount > balances.ttt)
    return { ok: false, reason: `Not enough TTT: your balance is ${balances.ttt} TTT.` };
  return { ok: true, gives: amount / rate, currency: 'TAT' };
}

/** /wallet: TAT and TTT balances, TAT earned by my profiles, TAT held in my projects' escrow, conversion both ways, and every movement. */
export default function WalletPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const wallet = useEndpoint('myWallet');
  const history = usePagedEndpoint('coinHistory', { errorText: () => t('Something went wrong!') });
  const [direction, setDirection] = useState<Direction>('tat');
  const [amount, setAmount] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const balances = wallet.data ? { tat: wallet.data.tat, ttt: wallet.data.ttt } : undefined;
  const preview = conversionPreview(direction, amount, balances, wallet.data?.ttt_per_tat ?? TTT_PER_TAT);

  async function convert() {
    if (!preview.ok) {
      setError(preview.reason ?? t('Enter an amount.'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const body = { amount: Number(amount), idempotency_key: idempotencyKey() };
      const res =
        direction === 'tat' ? await call('convertTat', { body }) : await call('convertTtt', { body });
      setAmount('');
      // A replayed key (a retried request) moved nothing: the server says so, shown as information.
      showToast({ title: res.message, tone: res.replayed ? 'neutral' : 'positive' });
    } catch (err) {
      setError(firstErrorMessage(err, t('Something went wrong')));
    } finally {
      setPending(false);
    }
  }

  const columns = useMovementColumns();

  const loadFailed = wallet.error && !wallet.data;

  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <h1>{t('Wallet')}</h1>
        <LinkButton href="/pages/tat-coins/purchase" variant="solid">
          {t('Purchase TAT')}
        </LinkButton>
      </Inline>
      {loadFailed ? <Alert>{firstErrorMessage(wallet.error, t('Something went wrong!'))}</Alert> : null}
      <section className={css.stats} aria-label={t('Balances')}>
        <StatCard
          title={t('Talent Access Token')}
          value={wallet.data ? formats.number(wallet.data.tat) : '—'}
          unit="TAT"
          tone="accent"
          isLoading={wallet.isLoading}
        />
        <StatCard
          title={t('Talent Transaction Token')}
          value={wallet.data ? formats.number(wallet.data.ttt) : '—'}
          unit="TTT"
          tone="info"
          isLoading={wallet.isLoading}
        />
        <StatCard
          title={t('Earned by my profiles')}
          value={wallet.data ? formats.number(wallet.data.coin_earned) : '—'}
          unit="TAT"
          tone="positive"
          isLoading={wallet.isLoading}
        />
        <StatCard
          title={t('In escrow')}
          value={wallet.data ? formats.number(wallet.data.escrow_tat) : '—'}
          unit="TAT"
          tone="neutral"
          isLoading={wallet.isLoading}
        />
      </section>
      <Card title={t('Convert')} headingLevel={2}>
        <Form
          aria-label={t('Convert')}
          onSubmit={(event) => {
            event.preventDefault();
            void convert();
          }}
        >
          <Stack gap="medium">
            <RadioGroup
              label={t('Direction')}
              value={direction}
              orientation="horizontal"
              onChange={(value) => {
                setDirection(value as Direction);
                setError(null);
              }}
            >
              <Radio value="tat">{t('TAT to TTT')}</Radio>
              <Radio value="ttt">{t('TTT to TAT')}</Radio>
            </RadioGroup>
            <div className={css.convertForm}>
              <TextField
                label={direction === 'tat' ? t('Amount of TAT') : t('Amount of TTT')}
                name="amount"
                inputMode="numeric"
                value={amount}
                onChange={(value) => {
                  setAmount(value);
                  setError(null);
                }}
                description={t('1 TAT = {{rate}} TTT', { rate: wallet.data?.ttt_per_tat ?? TTT_PER_TAT })}
              />
              <Button type="submit" isPending={pending} isDisabled={!preview.ok}>
                {t('Convert')}
              </Button>
            </div>
            <p className={css.preview} aria-live="polite">
              {preview.ok
                ? t('You get {{gives}} {{currency}}.', { gives: preview.gives, currency: preview.currency })
                : preview.reason
                  ? t(preview.reason)
                  : ''}
            </p>
            {error ? <Alert>{error}</Alert> : null}
          </Stack>
        </Form>
      </Card>
      <Card title={t('Movements')} headingLevel={2}>
        <DataTable
          emptyKind="money"
          label={t('Movements')}
          columns={columns}
          getRowId={(m) => m.id}
          {...history.props}
          emptyTitle={t('No movements yet')}
          emptyDescription={t('Purchases, earnings and conversions of TAT and TTT show here.')}
        />
      </Card>
    </Stack>
  );
}
