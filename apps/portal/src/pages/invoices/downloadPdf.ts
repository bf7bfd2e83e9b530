/** Saves an invoice's PDF: fetched through the signed-in client (the call needs the session's token). */
import { endpointUrl, http, routes } from '@talent/api/client';
import type { Invoice } from '@talent/api/contract';

export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'number'>): Promise<void> {
  const res = await http.get<Blob>(endpointUrl(routes.invoicePdf, { id: String(invoice.id) }), {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(res.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.number}.pdf`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the turn it needs to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
