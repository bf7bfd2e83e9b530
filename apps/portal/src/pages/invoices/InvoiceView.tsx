/** One invoice or credit note as a document: issuer, buyer, facts, lines and totals. Used by the preview
 * page, the print page (blank layout, A4 or Letter) and its story. Data in through props; no fetching. */
import { useDateFormatter, useNumberFormatter } from 'react-aria';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Invoice } from '@talent/api/contract';
import { Badge } from '@talent/ui';
import * as css from './invoices.css';

export const STATUS_TONE = { paid: 'positive', refunded: 'caution', credited: 'neutral' } as const;

export function statusLabel(t: TFunction, status: Invoice['status']): string {
  if (status === 'paid') return t('Paid');
  if (status === 'refunded') return t('Refunded');
  return t('Credited');
}

export function useMoney(currency: string) {
  return useNumberFormatter({ style: 'currency', currency });
}

export function InvoiceView({ invoice, headingLevel = 1 }: { invoice: Invoice; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const money = useMoney(invoice.currency);
  const date = useDateFormatter({ dateStyle: 'long', timeZone: 'UTC' });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Headings go down one level at a time (axe heading-order).
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const isCreditNote = invoice.kind === 'credit_note';
  return (
    <article className={css.sheet} aria-labelledby={`invoice-${invoice.id}-title`}>
      <header className={css.head}>
        <div>
          <Heading id={`invoice-${invoice.id}-title`} className={css.title}>
            {isCreditNote
              ? t('Credit note {{number}}', { number: invoice.number })
              : t('Invoice {{number}}', { number: invoice.number })}
          </Heading>
          <p className={css.muted}>{date.format(new Date(invoice.issued_at))}</p>
        </div>
        <div>
          <Badge tone={STATUS_TONE[invoice.status]}>{statusLabel(t, invoice.status)}</Badge>
        </div>
      </header>
      <div className={css.parties}>
        <section>
          <Sub className={css.partyTitle}>{t('From')}</Sub>
          <p className={css.block}>{invoice.seller.split(' | ').join('\n')}</p>
        </section>
        <section>
          <Sub className={css.partyTitle}>{t('Bill to')}</Sub>
          <p className={css.block}>
            {[invoice.buyer.name, invoice.buyer.company, invoice.buyer.address, invoice.buyer.email]
              .filter(Boolean)
              .join('\n')}
          </p>
        </section>
        <dl className={css.facts}>
          <dt>{t('Number')}</dt>
          <dd>{invoice.number}</dd>
          {invoice.credits_number ? (
            <>
              <dt>{t('Cancels')}</dt>
              <dd>{invoice.credits_number}</dd>
            </>
          ) : null}
          {invoice.payment_ref ? (
            <>
              <dt>{t('Payment reference')}</dt>
              <dd>{invoice.payment_ref}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className={css.tableWrap}>
        <table className={css.lines}>
          <caption className={css.muted} style={{ textAlign: 'start' }}>
            {t('Lines')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('Item')}</th>
              <th scope="col" className="num">
                {t('Qty')}
              </th>
              <th scope="col" className="num">
                {t('Unit price')}
              </th>
              <th scope="col" className="num">
                {t('Amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((l, i) => (
              <tr key={i}>
                <td>{l.item}</td>
                <td className="num">{l.qty}</td>
                <td className="num">{money.format(l.unit_price)}</td>
                <td className="num">{money.format(l.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('Subtotal')}
              </th>
              <td className="num">{money.format(invoice.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {t('Tax ({{rate}}%)', { rate: invoice.tax_rate })}
              </th>
              <td className="num">{money.format(invoice.tax)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {isCreditNote ? t('Total credited') : t('Total paid')}
              </th>
              <td className="num">{money.format(invoice.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {invoice.note ? <p className={css.block}>{invoice.note}</p> : null}
    </article>
  );
}
