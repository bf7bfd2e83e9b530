import type { ReactNode } from 'react';
import { Badge } from '@talent/ui';
import type { Invoice, PaymentDetails } from '../../mocks/data/types';
import { formatDate, money, statusTones } from './model';
import * as css from './invoice.css';

/** The sender on every invoice of the gallery (the template's made-up agency). */
const sender = 'Talent Demo Studio\nOffice 149, 450 South Brand Brooklyn\nSan Diego County, CA 91905, USA';

/**
 * The invoice as a document, shared by the preview and the print page: sender, client, payment details,
 * the line and the totals. Prints in black on white within 180 mm.
 */
export function InvoiceDocument({
  invoice,
  paymentDetails,
  headingLevel = 2,
}: {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
  headingLevel?: 1 | 2;
}) {
  const Title = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3';
  const paid = invoice.total - invoice.balance;
  return (
    <article className={css.sheet} aria-labelledby={`invoice-${invoice.id}`}>
      <div className={css.sheetHead}>
        <div>
          <p className={css.brand}>Talent Demo Studio</p>
          <address className={css.block}>{sender.split('\n').slice(1).join('\n')}</address>
        </div>
        <div>
          <Title id={`invoice-${invoice.id}`} className={css.docTitle}>
            Invoice #{invoice.id}
          </Title>
          <dl className={css.facts}>
            <dt>Date issued</dt>
            <dd>{formatDate(invoice.issuedDate)}</dd>
            <dt>Date due</dt>
            <dd>{formatDate(invoice.dueDate)}</dd>
            <dt>Status</dt>
            <dd>
              <Badge tone={statusTones[invoice.invoiceStatus]}>{invoice.invoiceStatus}</Badge>
            </dd>
          </dl>
        </div>
      </div>
      <div className={css.parties}>
        <section aria-labelledby={`to-${invoice.id}`}>
          <Sub id={`to-${invoice.id}`} className={css.partyTitle}>
            Invoice to
          </Sub>
          <address className={css.block}>
            {[
              invoice.client.name,
              invoice.client.company,
              invoice.client.address,
              invoice.client.country,
              invoice.client.contact,
              invoice.client.companyEmail,
            ].join('\n')}
          </address>
        </section>
        <section aria-labelledby={`pay-${invoice.id}`}>
          <Sub id={`pay-${invoice.id}`} className={css.partyTitle}>
            Payment details
          </Sub>
          <dl className={css.facts}>
            <Fact term="Total due">{paymentDetails.totalDue}</Fact>
            <Fact term="Bank name">{paymentDetails.bankName}</Fact>
            <Fact term="Country">{paymentDetails.country}</Fact>
            <Fact term="IBAN">{paymentDetails.iban}</Fact>
            <Fact term="SWIFT code">{paymentDetails.swiftCode}</Fact>
          </dl>
        </section>
      </div>
      {/* Scrolls sideways on a narrow phone rather than squeezing the figures; focusable so the keyboard
          can scroll it too. */}
      <div
        className={css.tableWrap}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={`Services of invoice #${invoice.id}`}
      >
        <table className={css.lines}>
          <caption className={css.caption}>Services</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={css.num}>
                Cost
              </th>
              <th scope="col" className={css.num}>
                Qty
              </th>
              <th scope="col" className={css.num}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{invoice.service}</td>
              <td className={css.num}>{money(invoice.total)}</td>
              <td className={css.num}>1</td>
              <td className={css.num}>{money(invoice.total)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <dl className={`${css.facts} ${css.sums}`}>
        <Fact term="Subtotal">{money(invoice.total)}</Fact>
        <Fact term="Paid">{money(paid)}</Fact>
        <dt className={css.grandTotal}>Balance</dt>
        <dd className={css.grandTotal}>{money(invoice.balance)}</dd>
      </dl>
      <p className={css.muted}>Thank you for your business. Payment is due by the date above.</p>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
