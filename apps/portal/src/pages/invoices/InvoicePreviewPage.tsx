/** /apps/invoice/preview/:uid (issue 20): one invoice in the shell, with its print view and PDF. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { firstErrorMessage, useEndpoint } from '@talent/api/client';
import { Button, Inline, LinkButton, Stack, showToast } from '@talent/ui';
import { useSession } from '../../app/session';
import { PageFallback } from '../jobs/PageFallback';
import { InvoiceView } from './InvoiceView';
import { downloadInvoicePdf } from './downloadPdf';

export default function InvoicePreviewPage() {
  const { t } = useTranslation();
  const { uid } = useParams();
  const id = Number(uid);
  const invoice = useEndpoint('getInvoice', Number.isInteger(id) && id > 0 ? { params: { id } } : null);
  const [busy, setBusy] = useState(false);
  const isAdmin = useSession().user?.role === 'admin';
  if (!invoice.data) return <PageFallback title={t('Invoice')} error={invoice.error} />;
  const inv = invoice.data;
  async function pdf() {
    setBusy(true);
    try {
      await downloadInvoicePdf(inv);
    } catch (err) {
      showToast({ title: firstErrorMessage(err, t('Something went wrong')), tone: 'critical' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="large">
      <Inline justify="between" wrap>
        <LinkButton variant="ghost" tone="neutral" href="/pages/invoices">
          {t('Back to invoices')}
        </LinkButton>
        <Inline gap="small" wrap>
          {isAdmin && inv.kind === 'invoice' && inv.status === 'paid' ? (
            <LinkButton variant="outline" tone="neutral" href={`/apps/invoice/edit/${inv.id}`}>
              {t('Correct or refund')}
            </LinkButton>
          ) : null}
          <LinkButton variant="outline" href={`/apps/invoice/print/${inv.id}`}>
            {t('Print')}
          </LinkButton>
          <Button onPress={() => void pdf()} isPending={busy}>
            {t('Download PDF')}
          </Button>
        </Inline>
      </Inline>
      <InvoiceView invoice={inv} />
    </Stack>
  );
}
