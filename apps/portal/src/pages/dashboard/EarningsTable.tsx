import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { useNearViewport } from '../common/WhenNearViewport';
import type { Profile } from '@talent/api/contract';
import { Button, Card, DataTable, type DataTableColumn } from '@talent/ui';
import { dash, editColumn, ratingColumn, statusBadge } from '../profiles/columns';
import { useMarkPrivate } from '../profiles/useMarkPrivate';
import { nameSearchTexts } from '../common/tableLabels';
import { useFormats } from '../common/useFormats';

export interface EarningsTableProps {
  endpoint: 'mostEarnedProfile' | 'leastEarnedProfile';
  title: string;
  /** The spec's empty-list message of this panel. */
  emptyMessage: string;
  /** Called after profiles were marked private (the other panel refreshes too). */
  onChanged?: () => void;
  /**
   * Fetch the profiles (and build the grid) only once the panel comes within this margin of the viewport;
   * until then it shows its loading table. Below the fold on a phone, the page's first load then spends
   * nothing on it.
   */
  loadWhenNear?: string;
}

/** A dashboard panel (spec 2.4): top or least TAT earning profiles. */
export function EarningsTable({
  endpoint,
  title,
  emptyMessage,
  onChanged,
  loadWhenNear,
}: EarningsTableProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, loadWhenNear);
  const table = usePagedEndpoint(endpoint, {
    enabled: loadWhenNear === undefined || near,
    isDeferred: true,
    errorText: () => t('Something went wrong'),
  });
  const { data, error, search } = table;

  const { busy, makePrivate, bulkAction } = useMarkPrivate({
    clearSelection: table.clearSelection,
    reload: table.mutate,
    onChanged,
  });

  const columns: DataTableColumn<Profile>[] = [
    { id: 'name', header: t('Full Name'), isRowHeader: true, cell: (p) => p.full_name },
    { id: 'date', header: t('Date Public'), cell: (p) => formats.date(p.marked_public_on) },
    { id: 'status', header: t('Status'), cell: (p) => statusBadge(p, t) },
    ratingColumn(t),
    { id: 'price', header: t('Price (TAT)'), align: 'end', cell: (p) => p.resume_price ?? dash },
    { id: 'earned', header: t('Coin Earned (TAT)'), align: 'end', cell: (p) => p.coin_earned },
    {
      id: 'private',
      header: t('Mark Private'),
      cell: (p) => (
        <Button
          size="sm"
          variant="soft"
          tone="critical"
          isDisabled={busy || !p.is_public}
          onPress={() => void makePrivate([p.id])}
          aria-label={t('Mark {{name}} private', { name: p.full_name })}
        >
          {t('Mark Private')}
        </Button>
      ),
    },
    editColumn(t, (p) => `/manual-resume/${p.id}`),
  ];

  const noneAtAll = !table.props.isLoading && !error && !search && data?.count === 0;
  return (
    // Observed only when the panel waits for the viewport (no observer otherwise).
    <div ref={loadWhenNear === undefined ? undefined : place}>
      <Card title={title}>
        {noneAtAll ? <p data-testid={`${endpoint}-empty`}>{emptyMessage}</p> : null}
        <DataTable
          emptyKind="money"
          label={title}
          columns={columns}
          getRowId={(p) => p.id}
          {...table.props}
          {...table.searchProps}
          {...nameSearchTexts(t)}
          isSelectable
          bulkAction={bulkAction}
        />
      </Card>
    </div>
  );
}
