/** An invoice as a PDF (A4), drawn on the server with pdfkit (MIT; docs/decisions.md "Invoice PDFs"). The
 * standard Helvetica font is built into every PDF reader, so nothing is embedded and the file stays small. */
import PDFDocument from 'pdfkit';
import type { Invoice } from '@talent/api';

const money = (amount: number, currency: string) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

export function invoicePdf(inv: Invoice): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: {
        Title: `${inv.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${inv.number}`,
        Author: inv.seller,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const title = inv.kind === 'invoice' ? 'Invoice' : 'Credit note';

    doc.font('Helvetica-Bold').fontSize(20).text(title, left, 50);
    doc.font('Helvetica').fontSize(10);
    for (const line of inv.seller.split(' | ')) doc.text(line);
    doc.moveDown();
    doc.font('Helvetica-Bold').text(`Number: ${inv.number}`);
    doc.font('Helvetica').text(`Date: ${inv.issued_at.slice(0, 10)}`);
    doc.text(`Status: ${inv.status}`);
    if (inv.credits_number) doc.text(`Cancels invoice: ${inv.credits_number}`);
    if (inv.payment_ref) doc.text(`Payment reference: ${inv.payment_ref}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Bill to');
    doc.font('Helvetica').text(inv.buyer.name);
    if (inv.buyer.company) doc.text(inv.buyer.company);
    if (inv.buyer.address) doc.text(inv.buyer.address);
    doc.text(inv.buyer.email);
    doc.moveDown();

    const cols = [
      { label: 'Item', x: left, w: width * 0.5, align: 'left' as const },
      { label: 'Qty', x: left + width * 0.5, w: width * 0.1, align: 'right' as const },
      { label: 'Unit price', x: left + width * 0.6, w: width * 0.2, align: 'right' as const },
      { label: 'Amount', x: left + width * 0.8, w: width * 0.2, align: 'right' as const },
    ];
    const row = (cells: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      let bottom = y;
      cells.forEach((cell, i) => {
        const c = cols[i]!;
        doc.text(cell, c.x, y, { width: c.w, align: c.align });
        bottom = Math.max(bottom, doc.y);
      });
      doc.x = left;
      doc.y = bottom + 4;
    };
    row(
      cols.map((c) => c.label),
      true,
    );
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke();
    doc.y += 4;
    for (const l of inv.lines)
      row([l.item, String(l.qty), money(l.unit_price, inv.currency), money(l.amount, inv.currency)]);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke();
    doc.y += 6;
    const total = (label: string, value: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(label, left + width * 0.5, y, { width: width * 0.3, align: 'right' });
      doc.text(value, left + width * 0.8, y, { width: width * 0.2, align: 'right' });
      doc.x = left;
    };
    total('Subtotal', money(inv.subtotal, inv.currency));
    total(`Tax (${inv.tax_rate}%)`, money(inv.tax, inv.currency));
    total('Total', money(inv.total, inv.currency), true);
    if (inv.note) {
      doc.moveDown(2);
      doc.font('Helvetica').text(inv.note, left, doc.y, { width });
    }
    doc.end();
  });
}
