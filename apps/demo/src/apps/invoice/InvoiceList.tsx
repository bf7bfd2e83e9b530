import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, Badge, Button, DataTable, Select, buttonClassName, type DataTableColumn } from '@talent/ui';
import { ConfirmDelete } from '../../lib/ConfirmDelete';
import { DemoIcon } from '../../lib/icons';
import { useServerTable } from '../../lib/useServerTable';
import { invoiceStatuses, type Invoice, type InvoiceStatus } from '../../mocks/data/types';
import {
  INVOICES_PATH,
  PAGE_SIZES,
  formatDate,
  money,
  statusTones,
  useInvoiceActions,
  type InvoiceListParams,
  type InvoicesAnswer,
} from './model';
import * as pages from '../../pages/pages.css';
import * as css from './invoice.css';

const statusOptions = [
  { id: 'all', label: 'All statuses' },
  ...invoiceStatuses.map((status) => ({ id: status, label: status })),
];

const initialParams: InvoiceListParams = {
  q: '',
  status: '',
  sort: 'desc',
  sortColumn: 'id',
  perPage: 10,
  page: 1,
};

/**
 * The invoice list (spec 001, /apps/invoice/list): search (q), the status filter (none by default), the
 * sort/sortColumn sort, page sizes (10 by default) and paging, all answered by the handler; delete asks first.
 */
export default function InvoiceList() {
  const { params, change, tableProps, sortProps } = useServerTable({
    path: INVOICES_PATH,
    initialParams,
    rowsOf: (answer: InvoicesAnswer) => answer.invoices,
    pageSizes: PAGE_SIZES,
    failedTitle: 'The invoices could not be loaded.',
  });
  const [toDelete, setToDelete] = useState<Invoice | null>(null);
  const actions = useInvoiceActions();

  const columns: DataTableColumn<Invoice>[] = [
    {
      id: 'id',
      header: '#',
      allowsSorting: true,
      cell: (invoice) => (
        <Link className={css.idLink} to={`/apps/invoice/preview/${invoice.id}`}>
          #{invoice.id}
        </Link>
      ),
    },
    {
      id: 'client',
      header: 'Client',
      isRowHeader: true,
      allowsSorting: true,
      cell: (invoice) => (
        <span className={css.clientCell}>
          <Avatar name={invoice.client.name} size="sm" isDecorative />
          <span className={css.clientText}>
            <span>{invoice.client.name}</span>
            <span className={css.muted}>{invoice.service}</span>
          </span>
        </span>
      ),
    },
    { id: 'total', header: 'Total', allowsSorting: true, align: 'end', cell: (i) => money(i.total) },
    { id: 'issuedDate', header: 'Issued', allowsSorting: true, cell: (i) => formatDate(i.issuedDate) },
    { id: 'dueDate', header: 'Due', allowsSorting: true, cell: (i) => formatDate(i.dueDate) },
    {
      id: 'invoiceStatus',
      header: 'Status',
      allowsSorting: true,
      cell: (i) => <Badge tone={statusTones[i.invoiceStatus]}>{i.invoiceStatus}</Badge>,
    },
    {
      id: 'balance',
      header: 'Balance',
      allowsSorting: true,
      align: 'end',
      cell: (i) => (i.balance === 0 ? <Badge tone="positive">Paid</Badge> : money(i.balance)),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (invoice) => (
        <span className={css.rowActions}>
          <Link
            className={buttonClassName({ variant: 'ghost', tone: 'neutral', size: 'sm' })}
            to={`/apps/invoice/edit/${invoice.id}`}
          >
            Edit
          </Link>
          <Button
            variant="ghost"
            tone="critical"
            size="sm"
            aria-label={`Delete invoice #${invoice.id}`}
            onPress={() => setToDelete(invoice)}
          >
            <DemoIcon name="trash" />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className={pages.page}>
      <div className={css.pageHead}>
        <h1 className={pages.title}>Invoices</h1>
        <Link className={buttonClassName({})} to="/apps/invoice/add">
          <DemoIcon name="plus" /> Create invoice
        </Link>
      </div>
      <section className={css.card} aria-label="Invoice list">
        <div className={css.filters}>
          <Select
            label="Status"
            className={css.statusFilter}
            options={statusOptions}
            selectedKey={params.status || 'all'}
            onSelectionChange={(key) =>
              change({ status: key === 'all' ? '' : (String(key) as InvoiceStatus) })
            }
          />
        </div>
        <DataTable
          label="Invoices"
          columns={columns}
          getRowId={(invoice) => invoice.id}
          {...tableProps}
          {...sortProps}
          searchPlaceholder="Client, company, e-mail, service or #"
          labels={{ searchLabel: 'Search invoices' }}
          emptyKind="money"
          emptyTitle="No invoices found"
          emptyDescription="No invoice matches this search and status."
        />
      </section>
      <ConfirmDelete
        item={toDelete}
        name={(invoice) => `invoice #${invoice.id}`}
        noun="invoice"
        describe={(invoice) =>
          `The invoice to ${invoice.client.name} for ${money(invoice.total)} is removed from the list.`
        }
        onClose={() => setToDelete(null)}
        remove={(invoice) => actions.remove(invoice.id)}
      />
    </div>
  );
}
