import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Select, TextField, buttonClassName, showToast } from '@talent/ui';
import { DemoIcon } from '../../lib/icons';
import { invoiceTotals } from '../../mocks/data/invoices';
import type { Invoice, InvoiceClient } from '../../mocks/data/types';
import { NotFound } from '../../pages/ComingSoon';
import { InvoiceState } from './InvoiceState';
import { invoiceIdOf, money, useClients, useInvoice, useInvoiceActions } from './model';
import * as pages from '../../pages/pages.css';
import * as css from './invoice.css';

/** A line as typed: numbers stay text until saved, so a half-typed "12." is not lost. */
interface LineInput {
  key: number;
  item: string;
  description: string;
  cost: string;
  qty: string;
}

interface Form {
  clientName: string;
  issuedDate: string;
  dueDate: string;
  lines: LineInput[];
  discount: string;
  tax: string;
}

let nextKey = 1;
const line = (item = '', cost = '', description = ''): LineInput => ({
  key: nextKey++,
  item,
  description,
  cost,
  qty: '1',
});

const toNumber = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : 0;
};

const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

function formOf(invoice: Invoice | null): Form {
  if (!invoice) {
    return {
      clientName: '',
      issuedDate: isoDay(),
      dueDate: isoDay(30),
      lines: [line()],
      discount: '0',
      tax: '0',
    };
  }
  // The entity keeps one service and its total; the editor opens it as one line.
  return {
    clientName: invoice.client.name,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    lines: [line(invoice.service, String(invoice.total))],
    discount: '0',
    tax: '0',
  };
}

/**
 * Add and edit (spec 001, /apps/invoice/add and /apps/invoice/edit/{id}, 4987 by default): the client from
 * /api/invoice/clients, the dates, the lines (item, description, cost, qty, price) and discount and tax,
 * with the totals computed as you type. Saving goes through the gallery's add and update calls.
 */
export default function InvoiceEditor({ mode }: { mode: 'add' | 'edit' }) {
  const param = useParams().id;
  const id = mode === 'edit' ? invoiceIdOf(param) : null;
  const opened = useInvoice(id);
  if (mode === 'edit' && id === null) return <NotFound />;
  const title = mode === 'add' ? 'Create invoice' : `Edit invoice #${id}`;
  return (
    <div className={pages.page}>
      <div className={css.pageHead}>
        <h1 className={pages.title}>{title}</h1>
        <Link className={buttonClassName({ variant: 'outline', tone: 'neutral' })} to="/apps/invoice/list">
          Back to the invoices
        </Link>
      </div>
      {mode === 'add' ? (
        <EditorForm invoice={null} />
      ) : opened.data ? (
        <EditorForm key={opened.data.invoice.id} invoice={opened.data.invoice} />
      ) : (
        <InvoiceState error={opened.error} onRetry={() => void opened.mutate()} />
      )}
    </div>
  );
}

function EditorForm({ invoice }: { invoice: Invoice | null }) {
  const [form, setForm] = useState<Form>(() => formOf(invoice));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const clients = useClients();
  const actions = useInvoiceActions();
  const navigate = useNavigate();

  const numbers = form.lines.map((l) => ({
    cost: toNumber(l.cost),
    qty: Math.max(1, Math.round(toNumber(l.qty))),
  }));
  const totals = invoiceTotals(numbers, toNumber(form.discount), toNumber(form.tax));
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const setLine = (key: number, patch: Partial<LineInput>) =>
    setForm((current) => ({
      ...current,
      lines: current.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)),
    }));

  // The invoice's own client stays choosable even if the client list has no such entry.
  const clientList: InvoiceClient[] = [
    ...(invoice && !clients.data?.some((c) => c.name === invoice.client.name) ? [invoice.client] : []),
    ...(clients.data ?? []),
  ];
  const client = clientList.find((c) => c.name === form.clientName);

  const save = async () => {
    if (!client) return setProblem('Choose a client.');
    if (form.lines.some((l) => !l.item.trim())) return setProblem('Every line needs an item.');
    setProblem(null);
    setSaving(true);
    const draft = {
      client,
      issuedDate: form.issuedDate,
      dueDate: form.dueDate,
      items: form.lines.map((l, index) => ({
        item: l.item.trim(),
        description: l.description.trim(),
        ...numbers[index]!,
      })),
      discount: toNumber(form.discount),
      tax: toNumber(form.tax),
    };
    try {
      const saved = invoice ? await actions.update(invoice.id, draft) : await actions.add(draft);
      showToast({ title: invoice ? `Invoice #${saved.id} saved` : `Invoice #${saved.id} created` });
      void navigate(`/apps/invoice/preview/${saved.id}`);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'Something went wrong');
      setSaving(false);
    }
  };

  return (
    <form
      className={`${css.card} ${css.editor}`}
      aria-label={invoice ? `Invoice #${invoice.id}` : 'New invoice'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={css.twoCols}>
        <Select
          label="Client"
          placeholder={clients.isLoading ? 'Loading clients' : 'Choose a client'}
          options={clientList.map((c) => ({ id: c.name, label: `${c.name} (${c.company})` }))}
          selectedKey={form.clientName || null}
          onSelectionChange={(key) => set({ clientName: String(key) })}
          errorMessage={clients.error ? 'The clients could not be loaded.' : undefined}
          isInvalid={Boolean(clients.error)}
        />
        <TextField
          label="Date issued"
          type="date"
          value={form.issuedDate}
          onChange={(issuedDate) => set({ issuedDate })}
          isRequired
        />
        <TextField
          label="Date due"
          type="date"
          value={form.dueDate}
          onChange={(dueDate) => set({ dueDate })}
          isRequired
        />
      </div>
      {client ? (
        <address className={`${css.block} ${css.muted}`}>
          {[client.company, client.address, client.country, client.contact, client.companyEmail].join('\n')}
        </address>
      ) : null}

      <ol className={css.lineList} aria-label="Lines">
        {form.lines.map((l, index) => (
          <li key={l.key} className={css.lineRow} aria-label={`Line ${index + 1}`}>
            <TextField
              label={`Item ${index + 1}`}
              value={l.item}
              onChange={(item) => setLine(l.key, { item })}
              isRequired
            />
            <TextField
              label={`Description ${index + 1}`}
              value={l.description}
              onChange={(description) => setLine(l.key, { description })}
            />
            <TextField
              label={`Cost ${index + 1}`}
              inputMode="decimal"
              value={l.cost}
              onChange={(cost) => setLine(l.key, { cost })}
            />
            <TextField
              label={`Qty ${index + 1}`}
              inputMode="numeric"
              value={l.qty}
              onChange={(qty) => setLine(l.key, { qty })}
            />
            <div className={css.linePrice}>
              <span className={css.muted}>Price</span>
              <output aria-label={`Price ${index + 1}`}>{money(totals.prices[index] ?? 0)}</output>
            </div>
            <Button
              variant="ghost"
              tone="critical"
              aria-label={`Remove line ${index + 1}`}
              isDisabled={form.lines.length === 1}
              onPress={() => set({ lines: form.lines.filter((other) => other.key !== l.key) })}
            >
              <DemoIcon name="trash" />
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="soft" onPress={() => set({ lines: [...form.lines, line()] })}>
          <DemoIcon name="plus" /> Add line
        </Button>
      </div>

      <div className={css.editorFoot}>
        <div className={css.percentFields}>
          <TextField
            label="Discount (%)"
            inputMode="decimal"
            value={form.discount}
            onChange={(discount) => set({ discount })}
          />
          <TextField label="Tax (%)" inputMode="decimal" value={form.tax} onChange={(tax) => set({ tax })} />
        </div>
        <dl className={`${css.facts} ${css.sums}`} aria-label="Totals">
          <dt>Subtotal</dt>
          <dd data-testid="subtotal">{money(totals.subtotal)}</dd>
          <dt>Discount</dt>
          <dd data-testid="discount">−{money(totals.discount)}</dd>
          <dt>Tax</dt>
          <dd data-testid="tax">{money(totals.tax)}</dd>
          <dt className={css.grandTotal}>Total</dt>
          <dd className={css.grandTotal} data-testid="total">
            {money(totals.total)}
          </dd>
        </dl>
      </div>

      {problem ? <Alert tone="critical">{problem}</Alert> : null}
      <div className={css.buttons}>
        {/* Disabled rather than isPending: saving leaves the page, and react-aria's pending announcement
            would then point at a label that is gone. */}
        <Button type="submit" isDisabled={saving}>
          {invoice ? 'Save' : 'Create'}
        </Button>
        <Link
          className={buttonClassName({ variant: 'outline', tone: 'neutral' })}
          to={invoice ? `/apps/invoice/preview/${invoice.id}` : '/apps/invoice/list'}
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
