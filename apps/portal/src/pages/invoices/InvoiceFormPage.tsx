/**
 * The admin's invoice forms (issue 20), at the demo's paths (spec 001 "Invoices"):
 *  - /apps/invoice/add: a manual invoice for an offline payment (`POST api/invoice/`): the buyer, the lines,
 *    the tax rate and the payment reference; the total is worked out here with the shared rule and sent for
 *    the server to check;
 *  - /apps/invoice/edit/:uid: a correction (`PUT api/invoice/{id}`). A paid invoice is never edited: a credit
 *    note cancels it and a corrected invoice replaces it, or, for a refund, the credit note alone (a card
 *    payment goes back to the card and what it bought is taken back).
 * Other roles get the not-authorized notice; the server refuses them too (403).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { call, useEndpoint } from '@talent/api/client';
import type { Invoice } from '@talent/api/contract';
import { MAX_INVOICE_LINES, fromCents, invoiceTotals, toCents } from '@talent/api/rules';
import { Button, Card, ComboBox, Radio, RadioGroup, Stack, TextField, showToast } from '@talent/ui';
import { useSession } from '../../app/session';
import { PageFallback } from '../jobs/PageFallback';
import { FormActions, SubmitForm } from '../common/SubmitForm';
import { useSubmit } from '../common/useSubmit';
import { useMoney } from './InvoiceView';
import * as css from './invoices.css';

interface LineDraft {
  key: number;
  item: string;
  qty: string;
  unit_price: string;
}

let nextKey = 1;
const blankLine = (): LineDraft => ({ key: nextKey++, item: '', qty: '1', unit_price: '' });

/** A typed amount as a number, or NaN when it is not one (the server then names the field). */
const amount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The lines as the contract takes them, and their total with `ratePercent` tax (null while one is unreadable). */
function useTotals(lines: LineDraft[], ratePercent: number) {
  return useMemo(() => {
    const parsed = lines.map((l) => ({
      item: l.item.trim(),
      qty: Number(l.qty),
      unit_price: amount(l.unit_price),
    }));
    const readable = parsed.every(
      (l) => Number.isInteger(l.qty) && l.qty > 0 && Number.isFinite(l.unit_price) && l.unit_price >= 0,
    );
    const totals =
      readable && Number.isFinite(ratePercent) && ratePercent >= 0
        ? invoiceTotals(
            parsed.map((l) => ({ qty: l.qty, unitCents: toCents(l.unit_price) })),
            Math.round(ratePercent * 100),
          )
        : null;
    return { parsed, totals };
  }, [lines, ratePercent]);
}

function LinesEditor({ lines, onChange }: { lines: LineDraft[]; onChange: (lines: LineDraft[]) => void }) {
  const { t } = useTranslation();
  const set = (key: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <fieldset className={css.lineList}>
      <legend>{t('Lines')}</legend>
      {lines.map((l, i) => (
        <div key={l.key} className={css.lineRow}>
          <TextField
            label={t('Item {{n}}', { n: i + 1 })}
            name={`lines.${i}.item`}
            value={l.item}
            onChange={(item) => set(l.key, { item })}
            maxLength={200}
            isRequired
          />
          <TextField
            label={t('Quantity')}
            name={`lines.${i}.qty`}
            inputMode="numeric"
            value={l.qty}
            onChange={(qty) => set(l.key, { qty })}
            isRequired
          />
          <TextField
            label={t('Unit price (USD)')}
            name={`lines.${i}.unit_price`}
            inputMode="decimal"
            value={l.unit_price}
            onChange={(unit_price) => set(l.key, { unit_price })}
            isRequired
          />
          <Button
            variant="ghost"
            tone="critical"
            size="sm"
            isDisabled={lines.length === 1}
            aria-label={t('Remove line {{n}}', { n: i + 1 })}
            onPress={() => onChange(lines.filter((x) => x.key !== l.key))}
          >
            {t('Remove')}
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="outline"
          size="sm"
          isDisabled={lines.length >= MAX_INVOICE_LINES}
          onPress={() => onChange([...lines, blankLine()])}
        >
          {t('Add line')}
        </Button>
      </div>
    </fieldset>
  );
}

function Totals({ totals }: { totals: ReturnType<typeof useTotals>['totals'] }) {
  const { t } = useTranslation();
  const usd = useMoney('USD');
  if (!totals)
    return (
      <p className={css.totalsNote}>{t('Enter a quantity and a price on every line to see the total.')}</p>
    );
  return (
    <dl className={css.facts} aria-live="polite">
      <dt>{t('Subtotal')}</dt>
      <dd>{usd.format(fromCents(totals.subtotalCents))}</dd>
      <dt>{t('Tax')}</dt>
      <dd>{usd.format(fromCents(totals.taxCents))}</dd>
      <dt>{t('Total')}</dt>
      <dd>
        <strong>{usd.format(fromCents(totals.totalCents))}</strong>
      </dd>
    </dl>
  );
}

function BuyerFields({
  value,
  onChange,
}: {
  value: { name: string; company: string; address: string };
  onChange: (v: { name: string; company: string; address: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('Buyer name')}
        name="buyer_name"
        maxLength={200}
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
      />
      <TextField
        label={t('Buyer company')}
        name="buyer_company"
        maxLength={200}
        value={value.company}
        onChange={(company) => onChange({ ...value, company })}
      />
      <TextField
        label={t('Buyer address')}
        name="buyer_address"
        isMultiline
        rows={3}
        maxLength={500}
        value={value.address}
        onChange={(address) => onChange({ ...value, address })}
      />
    </>
  );
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

function NewInvoiceForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSubmit();
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const users = useEndpoint('listUsers', { query: { search: search.trim() || undefined, limit: 20 } });
  const [lines, setLines] = useState<LineDraft[]>(() => [blankLine()]);
  const [rate, setRate] = useState('0');
  const [paymentRef, setPaymentRef] = useState('');
  const [note, setNote] = useState('');
  const [buyer, setBuyer] = useState({ name: '', company: '', address: '' });
  const ratePercent = amount(rate);
  const { parsed, totals } = useTotals(lines, ratePercent);

  async function submit() {
    if (userId === null) return form.setError(t('Choose the buyer.'));
    if (!totals) return form.setError(t('Enter a quantity and a price on every line to see the total.'));
    await form.run(async () => {
      const created = await call('createInvoice', {
        body: {
          user_id: userId,
          lines: parsed,
          tax_rate: ratePercent,
          total: fromCents(totals.totalCents),
          payment_ref: orNull(paymentRef),
          note: orNull(note),
          buyer_name: orNull(buyer.name),
          buyer_company: orNull(buyer.company),
          buyer_address: orNull(buyer.address),
        },
      });
      showToast({ title: t('Invoice {{number}} issued', { number: created.number }), tone: 'positive' });
      void navigate(`/apps/invoice/preview/${created.id}`);
    });
  }

  return (
    <SubmitForm
      label={t('New invoice')}
      state={form}
      onSubmit={submit}
      actions={
        <FormActions cancelTo="/pages/invoices">
          <Button type="submit" isPending={form.pending}>
            {t('Issue invoice')}
          </Button>
        </FormActions>
      }
    >
      <ComboBox
        label={t('Buyer')}
        description={t('Search accounts by name or e-mail.')}
        name="user_id"
        inputValue={search}
        onInputChange={setSearch}
        options={(users.data?.results ?? []).map((u) => ({
          id: u.id,
          label: `${u.full_name} · ${u.email}`,
        }))}
        selectedKey={userId}
        onSelectionChange={(key) => setUserId(key === null ? null : Number(key))}
        emptyText={t('No accounts match')}
        isRequired
      />
      <p className={css.totalsNote}>
        {t(
          "Name, company and address come from the buyer's account; fill these in only to print something else.",
        )}
      </p>
      <BuyerFields value={buyer} onChange={setBuyer} />
      <LinesEditor lines={lines} onChange={setLines} />
      <TextField
        label={t('Tax rate (%)')}
        name="tax_rate"
        inputMode="decimal"
        value={rate}
        onChange={setRate}
        isRequired
      />
      <Totals totals={totals} />
      <TextField
        label={t('Payment reference')}
        name="payment_ref"
        description={t('How the buyer paid: a bank transfer reference, a cheque number.')}
        maxLength={200}
        value={paymentRef}
        onChange={setPaymentRef}
      />
      <TextField
        label={t('Note')}
        name="note"
        isMultiline
        rows={2}
        maxLength={1000}
        value={note}
        onChange={setNote}
      />
    </SubmitForm>
  );
}

function CorrectionForm({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSubmit();
  const [mode, setMode] = useState<'correct' | 'refund'>('correct');
  const [reason, setReason] = useState('');
  const [lines, setLines] = useState<LineDraft[]>(() =>
    invoice.lines.map((l) => ({
      key: nextKey++,
      item: l.item,
      qty: String(l.qty),
      unit_price: l.unit_price.toFixed(2),
    })),
  );
  const [buyer, setBuyer] = useState({
    name: invoice.buyer.name,
    company: invoice.buyer.company ?? '',
    address: invoice.buyer.address ?? '',
  });
  const { parsed, totals } = useTotals(lines, invoice.tax_rate);
  const isCard = invoice.payment_id !== null;

  async function submit() {
    if (mode === 'correct' && !totals)
      return form.setError(t('Enter a quantity and a price on every line to see the total.'));
    await form.run(async () => {
      const body =
        mode === 'refund'
          ? { reason, refund: true }
          : {
              reason,
              lines: parsed,
              total: fromCents(totals!.totalCents),
              buyer_name: orNull(buyer.name),
              buyer_company: orNull(buyer.company),
              buyer_address: orNull(buyer.address),
            };
      const res = await call('correctInvoice', { params: { id: invoice.id }, body });
      showToast({
        title: t('Credit note {{number}} issued', { number: res.credit_note.number }),
        tone: 'positive',
      });
      void navigate(`/apps/invoice/preview/${(res.replacement ?? res.original).id}`);
    });
  }

  return (
    <SubmitForm
      label={t('Correct invoice {{number}}', { number: invoice.number })}
      state={form}
      onSubmit={submit}
      actions={
        <FormActions cancelTo={`/apps/invoice/preview/${invoice.id}`}>
          <Button type="submit" tone={mode === 'refund' ? 'critical' : undefined} isPending={form.pending}>
            {mode === 'refund' ? t('Refund') : t('Issue credit note and corrected invoice')}
          </Button>
        </FormActions>
      }
    >
      <p className={css.totalsNote}>
        {t('A paid invoice is never changed: a credit note cancels it, with the reason below.')}
      </p>
      <RadioGroup
        label={t('What happened')}
        value={mode}
        onChange={(v) => setMode(v as 'correct' | 'refund')}
      >
        <Radio value="correct">{t('Something on it is wrong: issue a corrected invoice')}</Radio>
        <Radio value="refund">
          {isCard
            ? t('Refund the payment to the card, and take back what it bought')
            : t('The payment was refunded outside the platform')}
        </Radio>
      </RadioGroup>
      <TextField
        label={t('Reason')}
        name="reason"
        isMultiline
        rows={2}
        maxLength={500}
        value={reason}
        onChange={setReason}
        isRequired
      />
      {mode === 'correct' ? (
        <>
          <BuyerFields value={buyer} onChange={setBuyer} />
          <LinesEditor lines={lines} onChange={setLines} />
          <p className={css.totalsNote}>
            {t('Tax rate: {{rate}}% (as on the invoice).', { rate: invoice.tax_rate })}
          </p>
          <Totals totals={totals} />
        </>
      ) : (
        <p>
          {isCard
            ? t(
                'The buyer gets {{amount}} back on their card. Their TAT from this purchase are taken back, or the plan loses the month it paid for; a refund is refused when those TAT were spent.',
                { amount: `$${invoice.total.toFixed(2)}` },
              )
            : t('The credit note records the refund; no money moves on the platform.')}
        </p>
      )}
    </SubmitForm>
  );
}

export default function InvoiceFormPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { uid } = useParams();
  const id = uid === undefined ? null : Number(uid);
  const validId = id !== null && Number.isInteger(id) && id > 0;
  const invoice = useEndpoint('getInvoice', validId && user?.role === 'admin' ? { params: { id } } : null);
  if (user?.role !== 'admin')
    return (
      <Stack gap="large">
        <h1>{t('Invoice')}</h1>
        <p role="alert">{t('Only an admin can do this.')}</p>
      </Stack>
    );
  if (id === null)
    return (
      <Stack gap="large">
        <h1>{t('New invoice')}</h1>
        <Card>
          <NewInvoiceForm />
        </Card>
      </Stack>
    );
  if (!invoice.data) return <PageFallback title={t('Invoice')} error={invoice.error} />;
  const inv = invoice.data;
  return (
    <Stack gap="large">
      <h1>{t('Correct invoice {{number}}', { number: inv.number })}</h1>
      <Card>
        {inv.kind === 'invoice' && inv.status === 'paid' ? (
          <CorrectionForm invoice={inv} />
        ) : (
          <p role="alert">
            {inv.kind === 'credit_note'
              ? t('A credit note cannot be corrected.')
              : t('This invoice was already corrected or refunded.')}
          </p>
        )}
      </Card>
    </Stack>
  );
}
