import type { Invoice, PaymentDetails } from '../../mocks/data/types';
import { formatDate, money } from './model';

/** The invoice as plain text: what "Download" saves (the demo layer has no file call). */
export function invoiceText(invoice: Invoice, payment: PaymentDetails): string {
  return [
    `Invoice #${invoice.id}`,
    `Issued: ${formatDate(invoice.issuedDate)}   Due: ${formatDate(invoice.dueDate)}`,
    `Status: ${invoice.invoiceStatus}`,
    '',
    'Invoice to:',
    invoice.client.name,
    invoice.client.company,
    invoice.client.address,
    invoice.client.country,
    '',
    `${invoice.service}: ${money(invoice.total)}`,
    `Balance: ${money(invoice.balance)}`,
    '',
    `Total due: ${payment.totalDue}`,
    `Bank: ${payment.bankName}, ${payment.country}`,
    `IBAN: ${payment.iban}   SWIFT: ${payment.swiftCode}`,
    '',
  ].join('\n');
}

/** Saves the invoice as a text file through a blob link. */
export function downloadInvoice(invoice: Invoice, payment: PaymentDetails): string {
  const name = `invoice-${invoice.id}.txt`;
  const url = URL.createObjectURL(new Blob([invoiceText(invoice, payment)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
