/**
 * /pages/invoices (issue 20): my invoices and credit notes through `invoice_list`, searched by number, item
 * or payment reference, filtered by status, paged. An admin sees everyone's through `all_invoice`. Each row
 * opens its preview, its print view or its PDF.
 */
import { useState } from 'react';
import { useDateFormatter } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { firstErrorMessage } from '@talent/api/client';
import type { Invoice } from '@talent/api/contract';
import { INVOICE_STATUSES } from '@talent/api/rules';
import {
  ActionMenu,
  Badge,
  Card,
  DataTable,
  Inline,
  LinkButton,
  Stack,
  Select,
  showToast,
  type DataTableColumn,
} from '@talent/ui';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { usePagedEndpoint } from '../../app/usePagedEndpoint';
import { tableLabels } from '../common/tableLabels';
import { STATUS_TONE, statusLabel, useMoney } from './InvoiceView';
import { downloadInvoicePdf } from './downloadPdf';
import * as css from './invoices.css';

type StatusFilter = 'any' | (typeof INVOICE_STATUSES)[number];

export default function InvoicesPage() {
  const { user } = useSession();
  return user?.role === 'admin' ? (
    <InvoiceTable endpoint="allInvoice" />
  ) : (
    <InvoiceTable endpoint="invoiceList" />
  );
}

function InvoiceTable({ endpoint }: { endpoint: 'invoiceList' | 'allInvoice' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusFilter>('any');
  const list = usePagedEndpoint(endpoint, {
    query: status === 'any' ? {} : { status },
    errorText: (error) => firstErrorMessage(error, t('Something went wrong')),
  });
  const date = useDateFormatter({ dateStyle: 'medium', timeZone: 'UTC' });
  const usd = useMoney('USD');
  const isAdmin = endpoint === 'allInvoice';

  async function act(invoice: Invoice, id: string | number) {
    if (id === 'view') void navigate(`/apps/invoice/preview/${invoice.id}`);
    if (id === 'print') void navigate(`/apps/invoice/print/${invoice.id}`);
    if (id === 'correct') void navigate(`/apps/invoice/edit/${invoice.id}`);
    if (id === 'pdf')
      try {
        await downloadInvoicePdf(invoice);
      } catch (err) {
        showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
      }
  }

  const columns: DataTableColumn<Invoice>[] = [
    {
      id: 'number',
      header: t('Number'),
      isRowHeader: true,
      cell: (i) => (
        <a
          href={`/apps/invoice/preview/${i.id}`}
          onClick={(e) => {
            e.preventDefault();
            void navigate(`/apps/invoice/preview/${i.id}`);
          }}
        >
          {i.number}
        </a>
      ),
    },
    { id: 'date', header: t('Date'), cell: (i) => date.format(new Date(i.issued_at)) },
    ...(isAdmin
      ? [{ id: 'buyer', header: t('Buyer'), cell: (i: Invoice) => [i.buyer.name, i.buyer.email].join(' · ') }]
      : []),
    {
      id: 'item',
      header: t('Item'),
      cell: (i) =>
        i.kind === 'credit_note'
          ? t('Credit note for {{number}}', { number: i.credits_number })
          : (i.lines[0]?.item ?? ''),
    },
    {
      id: 'total',
      header: t('Total'),
      align: 'end',
      cell: (i) => (i.kind === 'credit_note' ? `−${usd.format(i.total)}` : usd.format(i.total)),
    },
    {
      id: 'status',
      header: t('Status'),
      cell: (i) => <Badge tone={STATUS_TONE[i.status]}>{statusLabel(t, i.status)}</Badge>,
    },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (i) => (
        <ActionMenu
          label={t('Actions for {{name}}', { name: i.number })}
          trigger={t('Actions')}
          triggerProps={{ size: 'sm', variant: 'outline' }}
          items={[
            { id: 'view', label: t('View') },
            { id: 'print', label: t('Print') },
            { id: 'pdf', label: t('Download PDF') },
            ...(isAdmin && i.kind === 'invoice' && i.status === 'paid'
              ? [{ id: 'correct', label: t('Correct or refund') }]
              : []),
          ]}
          onAction={(id) => void act(i, id)}
        />
      ),
    },
  ];

  return (
    <Stack gap="large">
      <Inline justify="between" align="center" wrap>
        <h1>{isAdmin ? t('All invoices') : t('My invoices')}</h1>
        {isAdmin ? <LinkButton href="/apps/invoice/add">{t('New invoice')}</LinkButton> : null}
      </Inline>
      <Card>
        <Stack gap="medium">
          <div className={css.filter}>
            <Select
              label={t('Status')}
              options={[
                { id: 'any', label: t('Any status') },
                ...INVOICE_STATUSES.map((s) => ({ id: s, label: statusLabel(t, s) })),
              ]}
              selectedKey={status}
              onSelectionChange={(key) => setStatus(key as StatusFilter)}
            />
          </div>
          <DataTable
            label={t('Invoices')}
            columns={columns}
            getRowId={(i) => i.id}
            {...list.props}
            {...list.searchProps}
            searchPlaceholder={t('Search invoices')}
            emptyTitle={t('No invoices yet')}
            emptyDescription={t('Every plan or TAT pack you pay for by card gets an invoice here.')}
            labels={{ ...tableLabels(t), searchLabel: t('Search invoices') }}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
