/** The columns of a table of wallet movements: /wallet's history and the freelancer's wallet on
 * /fl_dashboard. */
import { useTranslation } from 'react-i18next';
import type { Movement } from '@talent/api/contract';
import { Badge, type DataTableColumn } from '@talent/ui';
import { useFormats } from '../common/useFormats';
import * as css from './wallet.css';
import { movementKindLabel, movementText } from './movementText';

export function useMovementColumns(): DataTableColumn<Movement>[] {
  const { t } = useTranslation();
  const formats = useFormats();
  return [
    { id: 'date', header: t('Date'), cell: (m) => formats.dateTime(m.created_at) },
    { id: 'memo', header: t('Movement'), cell: (m) => movementText(m, t), isRowHeader: true },
    {
      id: 'kind',
      header: t('Kind'),
      cell: (m) => <Badge tone="neutral">{movementKindLabel(m.kind, t)}</Badge>,
    },
    {
      id: 'amount',
      header: t('Amount'),
      align: 'end',
      cell: (m) => (
        <span className={m.amount >= 0 ? css.credit : css.debit}>
          {m.amount > 0 ? '+' : ''}
          {formats.number(m.amount)} {m.currency}
        </span>
      ),
    },
  ];
}
