import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@talent/api/client';
import type { EndpointResponse } from '@talent/api/contract';
import {
  Badge,
  Card,
  DataTable,
  EmptyState,
  PricingGrid,
  Stack,
  type DataTableColumn,
  type PlanCardData,
} from '@talent/ui';
import { showAlert } from '../../app/alerts';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { CHECKOUT_TEXTS, CheckoutError, startCheckout } from '../payment/checkout';
import { useFormats } from '../common/useFormats';

type Purchase = EndpointResponse<'listCoinPurchases'>['results'][number];

const STATUS_TONE = {
  paid: 'positive',
  pending: 'caution',
  failed: 'critical',
  cancelled: 'neutral',
} as const;

/** /pages/tat-coins/purchase: TAT packs bought by card, through the same checkout as plans. */
export default function TatPurchasePage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const packs = useEndpoint('tatPlans');
  const wallet = useEndpoint('myWallet');
  const purchases = usePagedEndpoint('listCoinPurchases', { errorText: () => t('Something went wrong!') });
  const [pendingId, setPendingId] = useState<number | null>(null);

  const cards: PlanCardData[] = (packs.data?.results ?? []).map((pack) => ({
    id: pack.id,
    name: pack.name,
    price: pack.amount,
    tagline: t('{{tat}} TAT', { tat: pack.tat }),
    features: [pack.description],
    buttonLabel: t('Buy {{tat}} TAT', { tat: pack.tat }),
  }));

  async function buy(card: PlanCardData) {
    setPendingId(Number(card.id));
    try {
      await startCheckout('token', Number(card.id));
    } catch (err) {
      setPendingId(null);
      const message = err instanceof CheckoutError ? err.message : CHECKOUT_TEXTS.noSession;
      void showAlert({ title: 'Checkout', message, tone: 'critical' });
    }
  }

  const columns: DataTableColumn<Purchase>[] = [
    {
      id: 'pack',
      header: t('Pack'),
      cell: (p) => p.tat_plan?.name ?? t('{{tat}} TAT', { tat: p.tat }),
      isRowHeader: true,
    },
    { id: 'tat', header: t('TAT'), cell: (p) => p.tat, align: 'end' },
    { id: 'amount', header: t('Amount'), cell: (p) => `$${p.amount.toFixed(2)}`, align: 'end' },
    {
      id: 'status',
      header: t('Status'),
      cell: (p) => <Badge tone={STATUS_TONE[p.status]}>{t(p.status)}</Badge>,
    },
    { id: 'date', header: t('Date'), cell: (p) => formats.dateTime(p.created_at) },
  ];

  return (
    <Stack gap="large">
      <Stack gap="small">
        <h1>{t('Purchase TAT')}</h1>
        <p>
          {wallet.data
            ? t('Your balance: {{tat}} TAT. TAT unlocks, rents and buys profiles on the marketplace.', {
                tat: wallet.data.tat,
              })
            : t('TAT unlocks, rents and buys profiles on the marketplace.')}
        </p>
      </Stack>
      {packs.error && !packs.data ? (
        <Card>
          <EmptyState
            kind="money"
            title={t('No TAT packs to show right now')}
            description={t('Please try again later.')}
          />
        </Card>
      ) : (
        <PricingGrid
          plans={cards}
          isLoading={packs.isLoading}
          pendingPlanId={pendingId}
          onSelect={(card) => void buy(card)}
          labels={{ loading: t('Loading TAT packs'), perMonth: '', choose: t('Buy') }}
        />
      )}
      <Card title={t('My TAT purchases')} headingLevel={2}>
        <DataTable
          emptyKind="money"
          label={t('My TAT purchases')}
          columns={columns}
          getRowId={(p) => p.id}
          {...purchases.props}
          emptyTitle={t('No purchases yet')}
          emptyDescription={t('Packs you buy by card are listed here.')}
        />
      </Card>
    </Stack>
  );
}
