import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, buttonClassName, showToast } from '@talent/ui';
import { DemoIcon } from '../../lib/icons';
import { NotFound } from '../../pages/ComingSoon';
import { downloadInvoice } from './download';
import { InvoiceDocument } from './InvoiceDocument';
import { InvoiceState } from './InvoiceState';
import { invoiceIdOf, useInvoice } from './model';
import { SendDialog } from './SendDialog';
import * as pages from '../../pages/pages.css';
import * as css from './invoice.css';

/**
 * The invoice preview (spec 001, /apps/invoice/preview/{id}, 4987 by default): the document with its
 * payment details, and send, download, print and edit.
 */
export default function InvoicePreview() {
  const id = invoiceIdOf(useParams().id);
  const { data, error, mutate } = useInvoice(id);
  const [sending, setSending] = useState(false);
  if (id === null) return <NotFound />;
  return (
    <div className={pages.page}>
      <div className={css.pageHead}>
        <h1 className={pages.title}>Invoice #{id}</h1>
        <Link className={buttonClassName({ variant: 'outline', tone: 'neutral' })} to="/apps/invoice/list">
          Back to the invoices
        </Link>
      </div>
      {data ? (
        <div className={css.previewGrid}>
          <InvoiceDocument invoice={data.invoice} paymentDetails={data.paymentDetails} />
          <aside className={`${css.card} ${css.actions}`} aria-label="Invoice actions">
            <Button onPress={() => setSending(true)}>
              <DemoIcon name="send" /> Send invoice
            </Button>
            <Button
              variant="outline"
              tone="neutral"
              onPress={() => {
                const name = downloadInvoice(data.invoice, data.paymentDetails);
                showToast({ title: `Downloaded ${name}` });
              }}
            >
              Download
            </Button>
            <Link
              className={buttonClassName({ variant: 'outline', tone: 'neutral' })}
              to={`/apps/invoice/print/${id}`}
              target="_blank"
            >
              Print
            </Link>
            <Link
              className={buttonClassName({ variant: 'outline', tone: 'neutral' })}
              to={`/apps/invoice/edit/${id}`}
            >
              Edit
            </Link>
          </aside>
          <SendDialog
            key={data.invoice.id}
            invoice={data.invoice}
            isOpen={sending}
            onOpenChange={setSending}
            onSent={(to) => showToast({ title: 'Invoice sent', description: `Sent to ${to}.` })}
          />
        </div>
      ) : (
        <InvoiceState error={error} onRetry={() => void mutate()} />
      )}
    </div>
  );
}
